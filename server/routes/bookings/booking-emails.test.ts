import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OutboxEmail, OutboxResponseSchema } from '../../../src/contract/outbox'
import { type Account, bearer, registerUser, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from './test-helpers'

/**
 * Every change a customer hears of by email writes that email to the outbox with the change: a booking,
 * the dealer's acceptance or refusal, an expiry, a cancellation, a password changed. Read back from the
 * dev outbox, as a developer or the browser suite would.
 */
let server: TestServer
let user: Account
const OPERATOR_KEY = 'test-operator-key-456'
const clock = testClock(TEST_NOW)
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }
/** Customer-entered text that HTML must escape. */
const FIRST_NAME = '<script>x</script> & Ada'

beforeAll(async () => {
  server = await startTestServer({ clock, env: { OPERATOR_KEY, TOKEN_TTL_MINUTES: '43200' } })
  user = await registerUser(server, { language: 'it', family_code: 'jaguar' })
})
afterAll(() => server?.close())

async function outbox(to: string): Promise<OutboxEmail[]> {
  const response = await server.api(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)
  return v.parse(OutboxResponseSchema, await response.json()).data
}
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

let next = 0
/** A PENDING booking in `language`, made with its own contact address. */
async function book(language: 'it' | 'en', model = 'range-rover') {
  const { body } = await searchVehicles(server, {
    model_code: model,
    booking_start: period.start,
    booking_end: period.end,
  })
  const vehicle = body.data[next++ % body.data.length] as Vehicle
  const held = await lock(server, user.token, vehicle.time_slot_lock_code)
  expect(held.status).toBe(201)
  const email = `booker-${randomBytes(4).toString('hex')}@example.com`
  const response = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(user.token),
    json: {
      ...bookingBody(vehicle, (await held.json()).data, period),
      language,
      email,
      first_name: FIRST_NAME,
    },
  })
  expect(response.status).toBe(201)
  const data = (await response.json()).data as {
    booking_id: string
    appointment_id: string
    total_price: number
  }
  return { ...data, email, vehicle }
}

function decide(reference: string, action: 'accept' | 'decline', body?: unknown, language = 'en') {
  return server.api(`/api/v1/dealer/bookings/${reference}/${action}`, {
    method: 'POST',
    headers: { 'x-dealer-key': OPERATOR_KEY, 'accept-language': language },
    ...(body === undefined ? {} : { json: body }),
  })
}

describe('booking emails', () => {
  it('a booking writes "booking received": summary, figures for the language, next steps, My reservations', async () => {
    const booking = await book('it')
    const [email, ...others] = await outbox(booking.email)
    expect(others).toHaveLength(0)
    expect(email?.kind).toBe('booking_received')
    expect(email?.language).toBe('it')
    expect(email?.subject).toBe(`Prenotazione ricevuta ${booking.appointment_id}`)
    const total = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    })
    expect(plain(email?.text ?? '')).toContain(
      `Totale IVA inclusa: ${plain(total.format(booking.total_price))}`,
    )
    expect(email?.text).toContain('Ritiro: martedì 16 marzo 2027, 10:00 (ora italiana)')
    expect(email?.text).toContain('Cosa succede ora')
    expect(email?.text).toMatch(
      /Le mie prenotazioni: http:\/\/127\.0\.0\.1:\d+\/range-rover\/account\/my-reservations/,
    )
    expect(email?.html).not.toContain('<script>x')
    expect(email?.html).toContain('&lt;script&gt;x&lt;/script&gt; &amp; Ada')
    expect(email?.attachments).toEqual([])
  })

  it("the dealer's acceptance writes the confirmation with the booking's .ics and what to bring", async () => {
    const booking = await book('en')
    expect((await decide(booking.appointment_id, 'accept')).status).toBe(200)
    const [email] = await outbox(booking.email)
    expect(email?.kind).toBe('booking_confirmed')
    expect(email?.subject).toBe(`Booking confirmed ${booking.appointment_id}`)
    expect(email?.text).toContain('What to bring at pick-up')
    expect(email?.text).toContain('Your original driving licence')
    expect(email?.text).toContain(
      `Total including VAT: €${booking.total_price.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    )
    const [ics] = email?.attachments ?? []
    expect(ics?.filename).toBe(`Altura-${booking.appointment_id}.ics`)
    expect(ics?.content_type).toMatch(/^text\/calendar/)
    expect(ics?.content).toContain('BEGIN:VCALENDAR')
    expect(ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(ics?.content).toContain('STATUS:CONFIRMED')
    expect(ics?.content).toContain(`DTSTART:${period.start.replace(/[-:]/g, '').replace('.000', '')}`)
    expect(ics?.content).toContain(`${booking.booking_id}-pickup@127.0.0.1`)
  })

  it('a decline with a reason quotes it, escaped, with a search for the same place, model and dates', async () => {
    const booking = await book('it', 'defender-110')
    const tooLong = await decide(booking.appointment_id, 'decline', { reason: 'x'.repeat(501) }, 'it')
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json()).message).toBe('Il motivo può avere al massimo 500 caratteri.')
    expect((await outbox(booking.email)).map((e) => e.kind)).toEqual(['booking_received'])
    const reason = 'Vehicle in the workshop <b>that week</b> & no spare.'
    expect((await decide(booking.appointment_id, 'decline', { reason })).status).toBe(200)
    const [email] = await outbox(booking.email)
    expect(email?.kind).toBe('booking_declined')
    expect(email?.subject).toBe(`Prenotazione non confermata ${booking.appointment_id}`)
    expect(email?.text).toContain(`"${reason}"`)
    expect(email?.html).toContain('Vehicle in the workshop &lt;b&gt;that week&lt;/b&gt; &amp; no spare.')
    const link = new URL(/Cerca di nuovo: (\S+)/.exec(email?.text ?? '')?.[1] ?? 'http://x')
    expect(link.pathname).toBe('/defender/search/choose-vehicle')
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      model: 'defender-110',
      dateFrom: '16/03/2027',
      timeFrom: '10:00',
      dateTo: '19/03/2027',
      timeTo: '10:30',
    })
    expect(link.searchParams.get('cap')).toMatch(/^\d{5}$/)
    expect(Number(link.searchParams.get('lat'))).toBeGreaterThan(35)
  })

  it('a decline without a reason (no body, a blank one, null) is refused, and writes no email', async () => {
    const booking = await book('en')
    for (const body of [undefined, {}, { reason: '   ' }, { reason: null }]) {
      const refused = await decide(booking.appointment_id, 'decline', body)
      expect(refused.status).toBe(400)
      const answer = await refused.json()
      expect(answer.message).toBe(
        'Say why the booking is declined: choose a reason from the list, or write one (1 to 500 characters); the customer is told.',
      )
      expect(answer.errors).toEqual({ reason: ['dealer.reason_required'] })
    }
    expect((await decide(booking.appointment_id, 'decline', { reason: 42 })).status).toBe(400)
    expect((await outbox(booking.email)).map((e) => e.kind)).toEqual(['booking_received'])
  })

  it("a customer's cancellation writes the statement the server computed, with no refund figure when nothing was paid", async () => {
    const booking = await book('en')
    const response = await server.api(`/api/v1/bookings/${booking.booking_id}`, {
      method: 'DELETE',
      headers: bearer(user.token),
    })
    expect(response.status).toBe(200)
    const { summary, deposit_paid } = (await response.json()).data as {
      summary: string
      deposit_paid: number
    }
    const [email] = await outbox(booking.email)
    expect(email?.kind).toBe('booking_cancelled')
    expect(email?.subject).toBe(`Booking cancelled ${booking.appointment_id}`)
    expect(email?.text).toContain(summary)
    // A pending booking: nothing was paid, so no money moves.
    expect(deposit_paid).toBe(0)
    expect(email?.text).not.toContain('Refund:')
  })

  it("the booking's .ics is its owner's, through a signed link", async () => {
    const booking = await book('it')
    const other = await registerUser(server)
    const refused = await server.api(`/api/v1/bookings/${booking.booking_id}/calendar`, {
      headers: bearer(other.token),
    })
    expect(refused.status).toBe(404)
    const response = await server.api(`/api/v1/bookings/${booking.booking_id}/calendar?language=it`, {
      headers: bearer(user.token),
    })
    expect(response.status).toBe(200)
    const { calendar_url } = (await response.json()).data as { calendar_url: string }
    const file = await fetch(calendar_url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(file.headers.get('content-disposition')).toContain(`Altura-${booking.appointment_id}.ics`)
    const ics = await file.text()
    expect(ics).toContain('STATUS:TENTATIVE')
    expect(ics).toContain('SUMMARY:Altura · Ritiro')
    const forged = await fetch(calendar_url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`))
    expect(forged.status).toBe(403)
  })

  it('a booking the dealer never answered expires (here its start passes) and writes "expired" with the same search', async () => {
    const booking = await book('en')
    const minutes = Math.ceil((new Date(period.start).getTime() - TEST_NOW.getTime()) / 60_000) + 1
    const moved = await server.api('/api/v1/dev/clock', {
      method: 'POST',
      json: { advance_minutes: minutes },
    })
    expect(moved.status).toBe(200)
    const [email] = await outbox(booking.email)
    expect(email?.kind).toBe('booking_expired')
    expect(email?.subject).toBe(`Booking expired ${booking.appointment_id}`)
    expect(email?.text).toMatch(
      /Search again: http:\/\/127\.0\.0\.1:\d+\/range-rover\/search\/choose-vehicle\?cap=/,
    )
  })
})

describe('password emails', () => {
  it('a change from the account and a reset each write "password changed" with the way to reset it', async () => {
    const account = await registerUser(server, { language: 'it', family_code: 'jaguar' })
    const changed = await server.api('/api/v1/auth/change-password', {
      method: 'POST',
      headers: bearer(account.token),
      json: {
        current_password: STRONG_PASSWORD,
        password: 'N3w!Passw0rd',
        password_confirmation: 'N3w!Passw0rd',
        family_code: 'jaguar',
      },
    })
    expect(changed.status).toBe(200)
    const [email] = await outbox(account.email)
    expect(email?.kind).toBe('password_changed')
    expect(email?.language).toBe('it')
    expect(email?.text).toContain('Se non sei stato tu, reimposta subito la password')
    expect(email?.text).toMatch(
      /Reimposta la password: http:\/\/127\.0\.0\.1:\d+\/jaguar\/autentication\/forgot/,
    )
    expect(email?.html).toContain('alt="Jaguar"')

    await server.api('/api/v1/auth/forgot-password', {
      method: 'POST',
      json: { language: 'it', email: account.email, family_code: 'jaguar' },
    })
    const [reset] = await outbox(account.email)
    expect(reset?.kind).toBe('password_reset')
    const link = new URL(/(http\S+reset-password\S+)/.exec(reset?.text ?? '')?.[1] ?? 'http://x')
    const done = await server.api('/api/v1/auth/reset-password', {
      method: 'POST',
      json: {
        token: link.searchParams.get('token'),
        email: account.email,
        password: 'Th1rd!Passw0rd',
        password_confirmation: 'Th1rd!Passw0rd',
      },
    })
    expect(done.status).toBe(200)
    const kinds = (await outbox(account.email)).map((e) => e.kind)
    expect(kinds).toEqual(['password_changed', 'password_reset', 'password_changed', 'welcome'])
  })
})
