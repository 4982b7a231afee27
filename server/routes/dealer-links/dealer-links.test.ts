import { describe, expect, it } from 'vitest'
import { translate } from '../../i18n/messages'
import { TEST_NOW } from '../bookings/test-helpers'
import { asOperator, linkWorld } from './dealer-links.test-support'

/**
 * The new request's email and its signed Accept / Decline links (issue 33): one email to each active
 * staff member, in their language, with links of their own; a link is read without changing anything,
 * answers once, says afterwards who decided what and when, and opens nothing it was not signed for.
 */
const w = linkWorld()
/** Booked at TEST_NOW, picked up 15 days on: the request must be answered within 48 hours. */
const DEADLINE = new Date(TEST_NOW.getTime() + 48 * 3_600_000)

describe("the new request's email", () => {
  it('goes to each active staff member of the dealership, in their language, with links of their own', async () => {
    const italian = await w.staffOf(w.dealerA, 'request-it', 'it')
    const english = await w.staffOf(w.dealerA, 'request-en', 'en')
    const invited = w.newEmail('request-invited')
    expect((await w.invite(w.dealerA, invited)).status).toBe(201)
    const other = await w.staffOf(w.dealerB, 'request-other')
    const booking = await w.bookAt(w.dealerA, { language: 'en' })
    const ref = booking.appointment_id

    const [it, ...moreIt] = await w.requestEmails(italian.email, ref)
    expect(moreIt).toEqual([])
    expect(it).toMatchObject({
      language: 'it',
      subject: `Nuova richiesta di prenotazione ${ref}: ${booking.model}`,
    })
    expect(it?.text).toContain('Rispondi entro')
    expect(it?.text).toContain(booking.plate)
    expect(it?.text).toContain('mercoledì 3 marzo 2027, 08:00 (ora italiana)')
    expect(it?.text).toMatch(/Totale IVA inclusa: .*€/)
    const [en] = await w.requestEmails(english.email, ref)
    expect(en).toMatchObject({ language: 'en', subject: `New booking request ${ref}: ${booking.model}` })
    expect(en?.text).toContain('Answer by: Wednesday, 3 March 2027, 08:00 (Italian time)')
    expect(await w.requestEmails(invited, ref)).toEqual([])
    expect(await w.requestEmails(other.email, ref)).toEqual([])

    const accept = w.linkIn(it, 'accept')
    const decline = w.linkIn(it, 'decline')
    expect(accept.url.pathname).toBe('/dealer/answer/accept')
    expect(decline.url.pathname).toBe('/dealer/answer/decline')
    expect(decline.fields).toEqual(accept.fields)
    expect(accept.fields).toMatchObject({
      booking: booking.booking_id,
      staff: italian.id,
      expires: String(DEADLINE.getTime() / 1000),
    })
    const theirs = w.linkIn(en, 'accept').fields
    expect(theirs.staff).toBe(english.id)
    expect(theirs.signature).not.toBe(accept.fields.signature)
  })
})

describe('an accept link', () => {
  it('is read without changing anything, accepts once as its staff member, and says so when opened again', async () => {
    const customer = w.newEmail('customer')
    const { member, booking, fields } = await w.requestWithLink({ language: 'it', email: customer })
    for (let i = 0; i < 2; i++) {
      const read = await w.read(fields, { 'accept-language': 'en' })
      expect(read.status).toBe(200)
      const { data } = await read.json()
      expect(data).toMatchObject({
        state: 'valid',
        staff: { id: member.id, email: member.email },
        request: {
          booking_id: booking.booking_id,
          appointment_id: booking.appointment_id,
          status: 'PENDING',
          license_plate: booking.plate,
          model_description: booking.model,
          answer_by: DEADLINE.toISOString(),
        },
      })
      expect(data.request.customer_name).toMatch(/\S+ \S+/)
      expect(data.request.options.length).toBeGreaterThan(0)
      expect(data.request.total_price).toBeGreaterThan(0)
      expect(data.request.dealer_name).not.toBe('')
    }
    // Reading is all a mail scanner can do: the customer has heard nothing yet.
    expect((await w.outbox(customer)).map((e) => e.kind)).toEqual(['booking_received'])

    const accepted = await w.answer('accept', { ...fields, language: 'it' })
    expect(accepted.status).toBe(200)
    const answer = await accepted.json()
    expect(answer.message).toBe(translate('booking.accepted', 'it'))
    expect(answer.data).toMatchObject({ state: 'decided', request: { status: 'ACCEPTED' } })
    const [confirmation] = await w.outbox(customer)
    expect(confirmation).toMatchObject({ kind: 'booking_confirmed', language: 'it' })

    const record = {
      appointment_id: booking.appointment_id,
      decision: 'ACCEPTED',
      decided_by: { kind: 'staff', id: member.id, label: member.email },
      channel: 'email_link',
      reason: null,
      reason_code: null,
    }
    expect(await w.decisionOf(booking.appointment_id)).toMatchObject(record)
    const again = await w.read(fields)
    expect((await again.json()).data).toMatchObject({ state: 'decided', decision: record })

    for (const action of ['accept', 'decline'] as const) {
      const used = await w.answer(action, {
        ...fields,
        reason_code: action === 'decline' ? 'maintenance' : undefined,
      })
      expect(used.status).toBe(409)
      const body = await used.json()
      expect(body).toMatchObject({ success: false, data: record })
      expect(body.data.decided_at).toBe(answer.data.decision.decided_at)
    }
    expect((await w.outbox(customer)).map((e) => e.kind)).toEqual(['booking_confirmed', 'booking_received'])
  })

  it('says who decided when the request was answered by another channel first', async () => {
    const { booking, fields } = await w.requestWithLink()
    expect((await w.dealerCall('decline', booking.appointment_id, asOperator)).status).toBe(200)
    const read = await w.read(fields)
    expect((await read.json()).data).toMatchObject({
      state: 'decided',
      request: { status: 'DECLINED' },
      decision: {
        decision: 'DECLINED',
        decided_by: { kind: 'operator' },
        channel: 'api',
        reason: 'No driver free to hand it over.',
      },
    })
    const used = await w.answer('accept', fields)
    expect(used.status).toBe(409)
    expect((await used.json()).data).toMatchObject({ decision: 'DECLINED', decided_by: { kind: 'operator' } })
  })
})

describe('a link that is not as it was signed', () => {
  it('opens nothing and says nothing of the booking: a changed signature, booking or staff member', async () => {
    const first = await w.requestWithLink()
    const second = await w.requestWithLink()
    const { fields } = first
    const flipped = `${fields.signature.slice(0, -1)}${fields.signature.endsWith('A') ? 'B' : 'A'}`
    const forged = [
      { ...fields, signature: flipped },
      { ...fields, signature: 'short' },
      // Another booking of the same dealership, or another member of its staff: not what was signed.
      { ...fields, booking: second.booking.booking_id },
      { ...fields, staff: second.member.id },
      { ...fields, expires: String(Number(fields.expires) + 3600) },
      { ...fields, booking: fields.booking.toUpperCase() },
      { ...fields, booking: 'not-a-booking' },
    ]
    for (const link of forged) {
      for (const [language, message] of [
        ['en', 'This link is not valid: open the one in the email as it is, or ask for a new one.'],
        ['it', "Questo link non è valido: apri quello dell'email così com'è, oppure chiedine uno nuovo."],
      ] as const) {
        const read = await w.read({ ...link, language })
        expect(read.status).toBe(403)
        expect(await read.json()).toEqual({ success: false, message, data: null })
        const posted = await w.answer('accept', { ...link, language })
        expect(posted.status).toBe(403)
        expect(await posted.json()).toEqual({ success: false, message, data: null })
      }
    }
    // Missing fields are no link either.
    const { signature: _, ...unsigned } = fields
    expect((await w.read(unsigned)).status).toBe(403)
    expect((await w.read({ ...fields, extra: '1' })).status).toBe(400)
    // Nothing was decided by any of them: both links still answer.
    for (const link of [first.fields, second.fields]) {
      expect((await (await w.read(link)).json()).data.state).toBe('valid')
    }
  })
})
