import { beforeEach, describe, expect, it } from 'vitest'
import type { OutboxEmail } from '../../../src/contract/outbox'
import { bearer } from '../../../tests/api/accounts'
import { rome, searchVehicles, TEST_NOW } from '../bookings/test-helpers'
import { OPERATOR_KEY, PUBLIC_URL, period, staffWorld } from './dealer-staff.test-support'

/**
 * The answer deadline (issue 33): a request not answered within DEALER_ANSWER_HOURS (48 here) of being
 * made, or by its pick-up if that comes first, expires; the dealership's signed-in staff are reminded
 * once, half-way. Every read agrees on the status from the deadline on, before the sweep writes it.
 */
const w = staffWorld()
const HOUR = 3_600_000
const MINUTE = 60_000
/** Booked at TEST_NOW with the pick-up 15 days on: the deadline is 48 hours after, the reminder 24. */
const DEADLINE = new Date(TEST_NOW.getTime() + 48 * HOUR)
const HALF_WAY = new Date(TEST_NOW.getTime() + 24 * HOUR)
/** A pick-up 26 hours after TEST_NOW: it comes before the 48 hours, so it is the deadline. */
const SOON = { start: rome('2027-03-02', '10:00'), end: rome('2027-03-04', '10:00') }

/**
 * The server's time is the test clock plus what POST /dev/clock added (it only adds): `offset`. Setting
 * the test clock moves the server's time without a sweep; `sweepAt` ends with POST /dev/clock, which
 * runs the sweep at the time it lands on.
 */
let offset = 0
const setServerTime = (at: Date) => w.clock.set(new Date(at.getTime() - offset))

async function sweepAt(at: Date, headers: Record<string, string> = {}) {
  setServerTime(new Date(at.getTime() - MINUTE))
  const json = { advance_minutes: 1 }
  const moved = await w.server.api('/api/v1/dev/clock', { method: 'POST', json, headers })
  expect(moved.status).toBe(200)
  offset += MINUTE
  expect((await moved.json()).data.now).toBe(at.toISOString())
}

beforeEach(() => setServerTime(TEST_NOW))

async function outbox(to: string): Promise<OutboxEmail[]> {
  const response = await w.server.api(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)
  return (await response.json()).data
}

const remindersOf = async (to: string, reference: string) =>
  (await outbox(to)).filter((e) => e.kind === 'dealer_answer_reminder' && e.subject.includes(reference))
const expiriesOf = async (to: string, reference: string) =>
  (await outbox(to)).filter((e) => e.kind === 'booking_expired' && e.subject.includes(reference))

async function statusOf(bookingId: string) {
  const list = await w.server.api('/api/v1/bookings', { headers: bearer(w.customer.token) })
  const rows = (await list.json()).data as { id: string; status: string }[]
  return rows.find((r) => r.id === bookingId)?.status
}

async function quoteStatusOf(bookingId: string) {
  const quote = await w.server.api(`/api/v1/bookings/${bookingId}/cancellation`, {
    headers: bearer(w.customer.token),
  })
  return (await quote.json()).data.status as string
}

const asOperator = { 'x-dealer-key': OPERATOR_KEY }

describe('the reminder, half-way to the answer deadline', () => {
  it("goes once to each of the dealership's signed-in staff, in their language, not before", async () => {
    const it = await w.staffOf(w.dealerA, 'remind-it', 'it')
    const en = await w.staffOf(w.dealerA, 'remind-en', 'en')
    const invited = w.newEmail('remind-invited')
    expect((await w.invite(w.dealerA, invited)).status).toBe(201)
    const other = await w.staffOf(w.dealerB, 'remind-other')
    const booking = await w.bookAt(w.dealerA)
    const ref = booking.appointment_id

    await sweepAt(new Date(HALF_WAY.getTime() - MINUTE))
    expect(await remindersOf(it.email, ref)).toEqual([])
    // Links come from PUBLIC_URL, whatever the request that ran the sweep said of its host.
    await sweepAt(HALF_WAY, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })
    const [italian] = await remindersOf(it.email, ref)
    expect(italian).toMatchObject({ language: 'it' })
    expect(italian?.subject).toBe(`Promemoria: la richiesta di prenotazione ${ref} attende una risposta`)
    expect(italian?.text).toContain('Ada Lovelace')
    expect(italian?.text).toContain(booking.model)
    // 48 hours after 08:00 in Rome on 1 March.
    expect(italian?.text).toContain('mercoledì 3 marzo 2027, 08:00 (ora italiana)')
    expect(italian?.text).toContain('martedì 16 marzo 2027, 10:00')
    expect(italian?.text).toContain(`${PUBLIC_URL}/dealer`)
    expect(italian?.html).not.toContain('evil.example')
    const [english] = await remindersOf(en.email, ref)
    expect(english).toMatchObject({ language: 'en' })
    expect(english?.subject).toBe(`Reminder: booking request ${ref} awaits your answer`)
    expect(english?.text).toContain('Answer by: Wednesday, 3 March 2027, 08:00 (Italian time)')
    // Nobody else: not a member who has not signed in, not another dealership.
    expect(await outbox(invited)).toHaveLength(1)
    expect(await remindersOf(other.email, ref)).toEqual([])

    await sweepAt(new Date(HALF_WAY.getTime() + HOUR))
    expect(await remindersOf(it.email, ref)).toHaveLength(1)
    expect(await remindersOf(en.email, ref)).toHaveLength(1)
    expect(await statusOf(booking.booking_id)).toBe('PENDING')
  })

  it('comes half-way to the pick-up when the pick-up is the deadline', async () => {
    const staff = await w.staffOf(w.dealerA, 'remind-soon', 'en')
    const booking = await w.bookAt(w.dealerA, { at: SOON })
    const pickUp = new Date(SOON.start)
    const halfWay = new Date((TEST_NOW.getTime() + pickUp.getTime()) / 2)
    await sweepAt(new Date(halfWay.getTime() - MINUTE))
    expect(await remindersOf(staff.email, booking.appointment_id)).toEqual([])
    await sweepAt(halfWay)
    const [reminder] = await remindersOf(staff.email, booking.appointment_id)
    expect(reminder?.text).toContain('Answer by: Tuesday, 2 March 2027, 10:00 (Italian time)')
  })
})

describe('the expiry at the answer deadline', () => {
  it('comes 48 hours after the request when the pick-up is later: every read agrees, then the sweep records it', async () => {
    const email = w.newEmail('customer-it')
    const booking = await w.bookAt(w.dealerA, { language: 'it', email })
    const ref = booking.appointment_id
    setServerTime(new Date(DEADLINE.getTime() - MINUTE))
    expect(await statusOf(booking.booking_id)).toBe('PENDING')
    expect(await quoteStatusOf(booking.booking_id)).toBe('PENDING')
    const query = { booking_start: period.start, booking_end: period.end, dealer_id: w.dealerA }
    const held = await searchVehicles(w.server, query)
    expect(held.body.data.map((v) => v.license_plate)).not.toContain(booking.plate)

    // At the deadline, before any sweep: the list, the cancellation terms and the dealer calls say EXPIRED.
    setServerTime(DEADLINE)
    expect(await statusOf(booking.booking_id)).toBe('EXPIRED')
    expect(await quoteStatusOf(booking.booking_id)).toBe('EXPIRED')
    const late = await w.dealerCall('accept', ref, asOperator)
    expect(late.status).toBe(409)
    expect((await late.json()).message).toBe('Only a pending booking can be changed (this one is EXPIRED).')
    const cancel = await w.server.api(`/api/v1/bookings/${booking.booking_id}`, {
      method: 'DELETE',
      headers: bearer(w.customer.token),
    })
    expect(cancel.status).toBe(409)
    expect(await expiriesOf(email, ref)).toEqual([])

    const swept = new Date(DEADLINE.getTime() + MINUTE)
    await sweepAt(swept)
    const record = await w.dealerCall('decision', ref, asOperator)
    expect((await record.json()).data).toEqual({
      appointment_id: ref,
      decision: 'EXPIRED',
      decided_by: { kind: 'system', id: null, label: 'system' },
      channel: 'sweep',
      reason: null,
      reason_code: null,
      decided_at: swept.toISOString(),
    })
    // The customer's email, once, in the booking's language; the vehicle is offered again.
    await sweepAt(new Date(swept.getTime() + HOUR))
    const expiries = await expiriesOf(email, ref)
    expect(expiries).toHaveLength(1)
    expect(expiries[0]?.language).toBe('it')
    // Without a page, the search answers the whole list.
    const { body } = await searchVehicles(w.server, query)
    expect(body.data.map((v) => v.license_plate)).toContain(booking.plate)
  })

  it('comes at the pick-up when that is sooner than 48 hours', async () => {
    const email = w.newEmail('customer-soon')
    const booking = await w.bookAt(w.dealerA, { at: SOON, email })
    const pickUp = new Date(SOON.start)
    await sweepAt(new Date(pickUp.getTime() - MINUTE))
    expect(await statusOf(booking.booking_id)).toBe('PENDING')
    expect((await w.dealerCall('decision', booking.appointment_id, asOperator)).status).toBe(404)
    await sweepAt(pickUp)
    expect(await statusOf(booking.booking_id)).toBe('EXPIRED')
    const record = await w.dealerCall('decision', booking.appointment_id, asOperator)
    expect((await record.json()).data).toMatchObject({
      decision: 'EXPIRED',
      channel: 'sweep',
      decided_at: pickUp.toISOString(),
    })
    const expiries = await expiriesOf(email, booking.appointment_id)
    expect(expiries.map((e) => e.language)).toEqual(['en'])
  })
})

describe('an answered request', () => {
  it('is neither reminded nor expired', async () => {
    const staff = await w.staffOf(w.dealerA, 'answered', 'en')
    const email = w.newEmail('customer-answered')
    const accepted = await w.bookAt(w.dealerA, { email })
    const declined = await w.bookAt(w.dealerA, { email })
    expect((await w.dealerCall('accept', accepted.appointment_id, bearer(staff.token))).status).toBe(200)
    expect((await w.dealerCall('decline', declined.appointment_id, bearer(staff.token))).status).toBe(200)
    await sweepAt(HALF_WAY)
    await sweepAt(new Date(DEADLINE.getTime() + HOUR))
    for (const booking of [accepted, declined]) {
      expect(await remindersOf(staff.email, booking.appointment_id)).toEqual([])
      expect(await expiriesOf(email, booking.appointment_id)).toEqual([])
    }
    expect(await statusOf(accepted.booking_id)).toBe('ACCEPTED')
    expect(await statusOf(declined.booking_id)).toBe('DECLINED')
    const record = await w.dealerCall('decision', declined.appointment_id, asOperator)
    expect((await record.json()).data).toMatchObject({
      decision: 'DECLINED',
      decided_at: TEST_NOW.toISOString(),
    })
  })
})
