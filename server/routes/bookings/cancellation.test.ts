import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '../../../src/contract/envelope'
import { CancellationQuoteResponseSchema } from '../../../src/contract/reservation'
import { type Account, bearer, registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from './test-helpers'

let server: TestServer
let user: Account
const clock = testClock(TEST_NOW)
const OPERATOR_KEY = 'test-operator-key-123'
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }
const START = new Date(period.start).getTime()
const HOUR = 3_600_000
const DAY = 24 * HOUR

beforeAll(async () => {
  // Tokens, and the dealer's time to answer a request, outlive the two weeks the clock moves through.
  server = await startTestServer({
    clock,
    env: { OPERATOR_KEY, TOKEN_TTL_MINUTES: '43200', DEALER_ANSWER_HOURS: '720' },
  })
  user = await registerUser(server)
})
afterAll(() => server?.close())
beforeEach(() => clock.set(TEST_NOW))

type Booked = { id: string; appointment_id: string; depositCents: number }

let next = 0
/** A PENDING booking of the user, made at TEST_NOW, and the deposit its terms name (30% of the rate). */
async function booked(model = 'range-rover'): Promise<Booked> {
  const { body } = await searchVehicles(server, {
    model_code: model,
    booking_start: period.start,
    booking_end: period.end,
  })
  const vehicle = body.data[next++ % body.data.length] as Vehicle
  const held = await lock(server, user.token, vehicle.time_slot_lock_code)
  expect(held.status).toBe(201)
  const response = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(user.token),
    json: bookingBody(vehicle, (await held.json()).data, period, ['EXTRA_DRIVER']),
  })
  expect(response.status).toBe(201)
  const created = (await response.json()).data
  const rate = vehicle.pricing.rental_rates[0]
  if (!rate) throw new Error('vehicle without a rental rate')
  const depositCents = Math.round((Math.round(rate.price_including_tax * 100) * rate.quantity * 30) / 100)
  return { id: created.booking_id, appointment_id: created.appointment_id, depositCents }
}

async function accept(b: Booked) {
  const accepted = await server.api(`/api/v1/dealer/bookings/${b.appointment_id}/accept`, {
    method: 'POST',
    headers: { 'x-dealer-key': OPERATOR_KEY },
  })
  expect(accepted.status).toBe(200)
}

const at = (msBeforeStart: number) => clock.set(new Date(START - msBeforeStart))

function quote(
  id: string,
  init: { token?: string; language?: string; headers?: Record<string, string> } = {},
) {
  const query = init.language ? `?language=${init.language}` : ''
  return server.api(`/api/v1/bookings/${id}/cancellation${query}`, {
    headers: { ...bearer(init.token ?? user.token), ...init.headers },
  })
}

function cancel(id: string, init: { token?: string; headers?: Record<string, string> } = {}) {
  return server.api(`/api/v1/bookings/${id}`, {
    method: 'DELETE',
    headers: { ...bearer(init.token ?? user.token), ...init.headers },
  })
}

async function quoteData(response: Response) {
  expect(response.status).toBe(200)
  return v.parse(CancellationQuoteResponseSchema, await response.json()).data
}

async function refusal(response: Response) {
  expect(response.status).toBe(409)
  const body = await response.json()
  v.parse(ErrorEnvelopeSchema, body)
  return body as { message: string; errors: { booking: string[] } }
}

const en = (cents: number) => `€${(cents / 100).toFixed(2)}`
const it_ = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`
const status = async (id: string) => {
  const list = (await (await server.api('/api/v1/bookings', { headers: bearer(user.token) })).json()).data
  return (list as { id: string; status: string }[]).find((r) => r.id === id)?.status
}
/** The dealer the booking names in My reservations: the one a customer must call. */
const dealerOf = async (id: string) => {
  const list = (await (await server.api('/api/v1/bookings', { headers: bearer(user.token) })).json()).data
  const found = (list as { id: string; dealer_data: { name: string; telephone: string } }[]).find(
    (r) => r.id === id,
  )
  if (!found) throw new Error(`booking ${id} not listed`)
  return found.dealer_data
}

describe('GET /bookings/{id}/cancellation: the terms of art. 6 at the server clock', () => {
  it('a pending one at least 7 days before: cancellable, nothing paid, nothing refunded, in English and Italian', async () => {
    const b = await booked()
    expect(b.depositCents).toBeLessThan(100_000)
    at(12 * DAY + 3 * HOUR)
    const data = await quoteData(await quote(b.id))
    expect(data).toEqual({
      id: b.id,
      status: 'PENDING',
      cancellable: true,
      reason: null,
      booking_start: period.start,
      hours_before_start: 12 * 24 + 3,
      refund_percent: 100,
      deposit: b.depositCents / 100,
      deposit_paid: 0,
      refund: 0,
      summary:
        'Nothing has been paid for this pending reservation, so cancelling it now costs nothing and there is nothing to refund.',
    })
    const italian = await quoteData(await quote(b.id, { language: 'it' }))
    expect(italian.summary).toBe(
      "Per questa prenotazione in attesa non è stato pagato nulla: annullarla ora non costa nulla e non c'è nulla da rimborsare.",
    )
    const byHeader = await quoteData(await quote(b.id, { headers: { 'accept-language': 'it-IT,it;q=0.9' } }))
    expect(byHeader.summary).toBe(italian.summary)
  })

  it.each([
    ['exactly 7 days', 7 * DAY, 100, 168, '7 days'],
    ['one minute under 7 days', 7 * DAY - 60_000, 50, 167, '6 days'],
    ['exactly 48 hours', 48 * HOUR, 50, 48, '2 days'],
  ])('%s before: a pending one costs nothing, a confirmed one refunds the terms’ share', async (_, ms, percent, hours, time) => {
    const pending = await booked()
    const confirmed = await booked('discovery')
    await accept(confirmed)
    at(ms)
    const free = await quoteData(await quote(pending.id))
    expect(free).toMatchObject({
      cancellable: true,
      reason: null,
      hours_before_start: hours,
      refund_percent: percent,
      deposit_paid: 0,
      refund: 0,
    })
    expect(free.summary).not.toMatch(/€|\d%/)
    const data = await quoteData(await quote(confirmed.id))
    const refund = Math.round((confirmed.depositCents * percent) / 100)
    expect(data).toMatchObject({
      cancellable: false,
      hours_before_start: hours,
      refund_percent: percent,
      deposit_paid: null,
      refund: refund / 100,
    })
    expect(data.summary).toContain(`now, ${time} before the start, the terms refund ${percent}%`)
    expect(data.summary).toContain(`${en(refund)} of ${en(confirmed.depositCents)}`)
  })

  it('within 48 hours: no longer cancellable online, call the dealer, and still nothing to pay', async () => {
    const b = await booked()
    const dealer = await dealerOf(b.id)
    expect(dealer.telephone).not.toBe('')
    at(48 * HOUR - 60_000)
    const data = await quoteData(await quote(b.id))
    expect(data).toMatchObject({
      status: 'PENDING',
      cancellable: false,
      reason: 'booking.cancel_too_late',
      hours_before_start: 47,
      refund_percent: 0,
      refund: 0,
      deposit_paid: 0,
      deposit: b.depositCents / 100,
    })
    expect(data.summary).toBe(
      `Less than 48 hours before the start it can no longer be cancelled online: to cancel it, call ${dealer.name} on ${dealer.telephone}; nothing has been paid, so it costs you nothing.`,
    )
    const italian = await quoteData(await quote(b.id, { language: 'it' }))
    expect(italian.summary).toBe(
      `Nelle 48 ore prima dell'inizio non si può più annullare online: per annullarla chiama ${dealer.name} al numero ${dealer.telephone}; non è stato pagato nulla, quindi non ti costa nulla.`,
    )
  })

  it('a confirmed reservation goes through the dealer, with the refund the terms give', async () => {
    const b = await booked('discovery')
    await accept(b)
    const dealer = await dealerOf(b.id)
    at(10 * DAY)
    const data = await quoteData(await quote(b.id))
    expect(data).toMatchObject({
      status: 'ACCEPTED',
      cancellable: false,
      reason: 'booking.confirmed_contact_dealer',
      refund_percent: 100,
      deposit_paid: null,
      refund: b.depositCents / 100,
    })
    expect(data.summary).toBe(
      `This reservation is confirmed: to cancel it, call ${dealer.name} on ${dealer.telephone}; cancelling now, 10 days before the start, the terms refund 100% of the deposit you pay at the dealer, ${en(b.depositCents)} of ${en(b.depositCents)}.`,
    )
    const italian = await quoteData(await quote(b.id, { language: 'it' }))
    expect(italian.summary).toBe(
      `Questa prenotazione è confermata: per annullarla chiama ${dealer.name} al numero ${dealer.telephone}; annullando ora, 10 giorni prima dell'inizio, le condizioni rimborsano il 100% dell'acconto che versi alla concessionaria, ${it_(b.depositCents)} su ${it_(b.depositCents)}.`,
    )

    // Within 48 hours the terms refund nothing: the deposit is named, no refund figure.
    at(47 * HOUR)
    const late = await quoteData(await quote(b.id))
    expect(late).toMatchObject({ refund_percent: 0, refund: 0 })
    expect(late.summary).toBe(
      `This reservation is confirmed: to cancel it, call ${dealer.name} on ${dealer.telephone}; less than 48 hours before the start the terms refund nothing of the ${en(b.depositCents)} deposit you pay at the dealer.`,
    )

    // A confirmed reservation is not swept to EXPIRED: once started, the terms refund nothing.
    at(-HOUR)
    const started = await quoteData(await quote(b.id))
    expect(started).toMatchObject({ hours_before_start: -1, refund_percent: 0, refund: 0 })
    expect(started.summary).toBe(
      `The rental has already started: to cancel it, call ${dealer.name} on ${dealer.telephone}; once it has started the terms refund nothing of the ${en(b.depositCents)} deposit you pay at the dealer.`,
    )
  })

  it('is only for the caller’s own booking: another user’s, unknown and malformed ids are 404', async () => {
    const b = await booked()
    const other = await registerUser(server)
    expect((await quote(b.id, { token: other.token })).status).toBe(404)
    expect((await quote('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await quote('not-a-booking')).status).toBe(404)
    const anonymous = await server.api(`/api/v1/bookings/${b.id}/cancellation`)
    expect(anonymous.status).toBe(401)
    expect((await quote(b.id, { language: 'fr' })).status).toBe(400)
  })
})

describe('DELETE /bookings/{id} keeps to the same terms', () => {
  it('at least 7 days before: DELETED, answering the quote of that moment (nothing paid, nothing refunded)', async () => {
    const b = await booked()
    at(9 * DAY)
    const response = await cancel(b.id)
    const body = await response.clone().json()
    expect(body.message).toBe('The booking was cancelled.')
    const data = await quoteData(response)
    expect(data).toMatchObject({
      id: b.id,
      status: 'DELETED',
      cancellable: true,
      reason: null,
      hours_before_start: 9 * 24,
      refund_percent: 100,
      refund: 0,
      deposit_paid: 0,
    })
    expect(data.summary).toBe(
      'Nothing had been paid for this pending reservation, so cancelling it cost nothing and there is nothing to refund.',
    )
    expect(await status(b.id)).toBe('DELETED')

    // Once cancelled, there is nothing left to cancel.
    const again = await refusal(await cancel(b.id))
    expect(again.errors).toEqual({ booking: ['booking.not_pending'] })
    const after = await quoteData(await quote(b.id))
    expect(after).toMatchObject({ status: 'DELETED', cancellable: false, reason: 'booking.not_pending' })
    expect(after.summary).toBe('This reservation is cancelled: there is nothing left to cancel.')
  })

  it('exactly 48 hours before: still cancelled for free, in Italian too', async () => {
    const b = await booked()
    at(48 * HOUR)
    const data = await quoteData(await cancel(b.id, { headers: { 'accept-language': 'it' } }))
    expect(data).toMatchObject({ status: 'DELETED', refund_percent: 50, hours_before_start: 48 })
    expect(data.refund).toBe(0)
    expect(data.summary).toBe(
      "Per questa prenotazione in attesa non era stato pagato nulla: l'annullamento non è costato nulla e non c'è nulla da rimborsare.",
    )
    expect(await status(b.id)).toBe('DELETED')
  })

  it('within 48 hours: 409 booking.cancel_too_late, and the reservation stays PENDING', async () => {
    const b = await booked()
    at(48 * HOUR - 1)
    const refused = await refusal(await cancel(b.id))
    expect(refused.errors).toEqual({ booking: ['booking.cancel_too_late'] })
    expect(refused.message).toBe(
      'Within 48 hours of the start a reservation can no longer be cancelled online: to cancel it, contact the dealer.',
    )
    const italian = await refusal(await cancel(b.id, { headers: { 'accept-language': 'it' } }))
    expect(italian.message).toBe(
      "Nelle 48 ore prima dell'inizio la prenotazione non si può più annullare online: per annullarla contatta la concessionaria.",
    )
    expect(await status(b.id)).toBe('PENDING')
  })

  it('a confirmed reservation: 409 booking.confirmed_contact_dealer', async () => {
    const b = await booked('defender-110')
    await accept(b)
    const refused = await refusal(await cancel(b.id))
    expect(refused.errors).toEqual({ booking: ['booking.confirmed_contact_dealer'] })
    expect(refused.message).toContain('contact the dealer')
    expect(await status(b.id)).toBe('ACCEPTED')
  })

  it('another user’s booking, unknown and malformed ids are 404', async () => {
    const b = await booked()
    const other = await registerUser(server)
    expect((await cancel(b.id, { token: other.token })).status).toBe(404)
    expect((await cancel('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await cancel('42')).status).toBe(404)
    expect(await status(b.id)).toBe('PENDING')
  })
})
