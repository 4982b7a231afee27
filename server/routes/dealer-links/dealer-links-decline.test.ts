import { beforeEach, describe, expect, it } from 'vitest'
import { searchVehicles, TEST_NOW } from '../bookings/test-helpers'
import { period } from '../dealer-staff/dealer-staff.test-support'
import { asOperator, linkWorld } from './dealer-links.test-support'

/**
 * Declining by an emailed link, and the decline's reasons (issue 33): a common reason, a text, or both;
 * the customer is told the common reason in their own language and the dealer's text as written; the
 * vehicle is offered again at once. Past the answer deadline a link no longer answers.
 */
const w = linkWorld()
const HOUR = 3_600_000

beforeEach(() => w.clock.set(TEST_NOW))

const REQUIRED = {
  en: 'Say why the booking is declined: choose a reason from the list, or write one (1 to 500 characters); the customer is told.',
  it: "Indica perché la prenotazione viene rifiutata: scegli un motivo dall'elenco oppure scrivilo (da 1 a 500 caratteri); viene comunicato al cliente.",
}

async function offered(plate: string) {
  const query = { booking_start: period.start, booking_end: period.end, dealer_id: w.dealerA }
  const found = (await searchVehicles(w.server, query)).body.data as { license_plate: string }[]
  return found.some((vehicle) => vehicle.license_plate === plate)
}

describe('declining by a link', () => {
  it('needs a reason: a common one other than "other", or a text, in the translated words of the refusal', async () => {
    const customer = w.newEmail('customer')
    const { fields, booking } = await w.requestWithLink({ email: customer })
    const refusals = [
      [{}, 'en', REQUIRED.en, 'dealer.reason_required'],
      [{ reason: '   ' }, 'it', REQUIRED.it, 'dealer.reason_required'],
      [{ reason_code: 'other' }, 'it', REQUIRED.it, 'dealer.reason_required'],
      [{ reason_code: 'other', reason: '' }, 'en', REQUIRED.en, 'dealer.reason_required'],
      [
        { reason: 'x'.repeat(501) },
        'it',
        'Il motivo può avere al massimo 500 caratteri.',
        'dealer.reason_too_long',
      ],
    ] as const
    for (const [reason, language, message, code] of refusals) {
      const refused = await w.answer('decline', { ...fields, ...reason, language })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ success: false, message, errors: { reason: [code] } })
    }
    const unknown = await w.answer('decline', { ...fields, reason_code: 'weather', language: 'en' })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors).toEqual({ reason_code: ['dealer.reason_code_invalid'] })
    // Nothing was decided: the request still waits, and the customer has heard nothing more.
    expect((await (await w.read(fields)).json()).data.state).toBe('valid')
    expect((await w.outbox(customer)).map((e) => e.kind)).toEqual(['booking_received'])
    expect((await w.dealerCall('decision', booking.appointment_id, asOperator)).status).toBe(404)
  })

  it('with a common reason only: the customer is told it in their language; the vehicle is offered again', async () => {
    const customer = w.newEmail('customer')
    const { member, booking, fields } = await w.requestWithLink({ language: 'it', email: customer })
    expect(await offered(booking.plate)).toBe(false)
    const declined = await w.answer('decline', { ...fields, reason_code: 'maintenance', language: 'en' })
    expect(declined.status).toBe(200)
    expect((await declined.json()).data).toMatchObject({ state: 'decided', request: { status: 'DECLINED' } })
    expect(await offered(booking.plate)).toBe(true)

    const record = {
      decision: 'DECLINED',
      decided_by: { kind: 'staff', id: member.id, label: member.email },
      channel: 'email_link',
      reason: null,
      reason_code: 'maintenance',
    }
    expect(await w.decisionOf(booking.appointment_id)).toMatchObject(record)
    expect((await (await w.read(fields)).json()).data.decision).toMatchObject(record)
    const [email] = await w.outbox(customer)
    expect(email).toMatchObject({ kind: 'booking_declined', language: 'it' })
    expect(email?.text).toContain(
      'Il motivo indicato dalla concessionaria: il veicolo è in manutenzione in quelle date.',
    )
    expect(email?.text).not.toContain('Il messaggio della concessionaria')
  })

  it("with a text only, or both: the text is quoted as written, the reason said in the customer's language", async () => {
    const onlyText = await w.requestWithLink({ language: 'en', email: w.newEmail('customer') })
    const text = '  The car is promised to a long-term <b>client</b> that week.  '
    const declined = await w.answer('decline', { ...onlyText.fields, reason: text })
    expect(declined.status).toBe(200)
    expect(await w.decisionOf(onlyText.booking.appointment_id)).toMatchObject({
      reason: text.trim(),
      reason_code: null,
    })
    const [quoted] = await w.outbox(onlyText.customer ?? '')
    expect(quoted?.text).toContain(`The dealer's message:\n"${text.trim()}"`)
    expect(quoted?.text).not.toContain('The reason the dealer gave')
    expect(quoted?.html).toContain('&lt;b&gt;client&lt;/b&gt;')

    const both = await w.requestWithLink({ language: 'en', email: w.newEmail('customer') })
    const reason = 'Booked by phone an hour ago.'
    const answer = { ...both.fields, reason_code: 'dates_unavailable', reason, language: 'it' }
    expect((await w.answer('decline', answer)).status).toBe(200)
    expect(await w.decisionOf(both.booking.appointment_id)).toMatchObject({
      reason,
      reason_code: 'dates_unavailable',
    })
    const [told] = await w.outbox(both.customer ?? '')
    expect(told).toMatchObject({ kind: 'booking_declined', language: 'en' })
    expect(told?.text).toContain(
      'The reason the dealer gave: the vehicle is not available on the dates you chose.',
    )
    expect(told?.text).toContain(`"${reason}"`)
  })

  it('by the dealer calls too: a common reason alone is enough', async () => {
    const customer = w.newEmail('customer')
    const booking = await w.bookAt(w.dealerA, { language: 'en', email: customer })
    const declined = await w.post(
      `/dealer/bookings/${booking.appointment_id}/decline`,
      { reason_code: 'vehicle_unavailable' },
      asOperator,
    )
    expect(declined.status).toBe(200)
    expect(await w.decisionOf(booking.appointment_id)).toMatchObject({
      reason: null,
      reason_code: 'vehicle_unavailable',
      channel: 'api',
    })
    const [email] = await w.outbox(customer)
    expect(email?.text).toContain('The reason the dealer gave: the vehicle is not available.')
  })
})

describe('past the answer deadline', () => {
  it('a link reads as expired and answers 410; one whose request was answered still says who decided', async () => {
    const open = await w.requestWithLink()
    const answered = await w.requestWithLink()
    expect((await w.answer('accept', answered.fields)).status).toBe(200)
    const deadline = new Date(TEST_NOW.getTime() + 48 * HOUR)

    w.clock.set(new Date(deadline.getTime() - 1000))
    expect((await (await w.read(open.fields)).json()).data.state).toBe('valid')
    w.clock.set(deadline)
    const read = await w.read(open.fields)
    expect(read.status).toBe(200)
    expect((await read.json()).data).toMatchObject({ state: 'expired', request: { status: 'EXPIRED' } })
    for (const [action, language, message] of [
      [
        'accept',
        'en',
        'This request has expired: it was not answered by its deadline, so the vehicle is offered again and the customer has been told.',
      ],
      [
        'decline',
        'it',
        'Questa richiesta è scaduta: non ha avuto risposta entro la scadenza, quindi il veicolo torna disponibile e il cliente è stato avvisato.',
      ],
    ] as const) {
      const reason = action === 'decline' ? { reason_code: 'maintenance' } : {}
      const late = await w.answer(action, { ...open.fields, ...reason, language })
      expect(late.status).toBe(410)
      expect(await late.json()).toEqual({ success: false, message, data: null })
    }
    expect((await (await w.read(answered.fields)).json()).data).toMatchObject({
      state: 'decided',
      decision: { decision: 'ACCEPTED', channel: 'email_link' },
    })
    expect((await w.answer('decline', { ...answered.fields, reason_code: 'maintenance' })).status).toBe(409)
  })
})
