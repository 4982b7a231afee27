import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../tests/api/accounts'
import { rome, TEST_NOW } from '../bookings/test-helpers'
import { deskWorld, type Headers } from './dealer-desk.test-support'

/**
 * The dealer desk's requests (issue 33): the PENDING ones most urgent first with their deadline, one in
 * detail with the customer's contact, the options and the decision, the coming pick-ups and returns of
 * the confirmed ones by Rome day, and the decided ones newest first, a page at a time.
 */
const w = deskWorld()
const HOUR = 3_600_000
/** The pick-up 26 hours after TEST_NOW: before the 48 hours, so it is the deadline. */
const SOON = { start: rome('2027-03-02', '10:00'), end: rome('2027-03-04', '10:00') }
const LATER = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }
/** Picked up on Wednesday 3 March, returned on Friday 5 March: both within the 14 days. */
const THIS_WEEK = { start: rome('2027-03-03', '11:00'), end: rome('2027-03-05', '17:30') }
let staff: Headers
const desk = { 'x-dealer-channel': 'desk' }

beforeAll(async () => {
  staff = await w.sessionOf(w.dealerA)
})

describe('GET /dealer/requests', () => {
  it('lists the PENDING requests most urgent first, with the deadline, the customer and the vehicle', async () => {
    const later = await w.bookWith(w.dealerA, LATER)
    const soon = await w.bookWith(w.dealerA, SOON)
    const other = await w.bookWith(w.dealerB, SOON)
    const { status, body } = await w.get('/requests', staff)
    expect(status).toBe(200)
    expect(body.data.now).toBe(TEST_NOW.toISOString())
    const refs = body.data.requests.map((r: { reference: string }) => r.reference)
    expect(refs.indexOf(soon.appointment_id)).toBeLessThan(refs.indexOf(later.appointment_id))
    expect(refs).not.toContain(other.appointment_id)
    const first = body.data.requests.find((r: { reference: string }) => r.reference === soon.appointment_id)
    expect(first).toEqual({
      reference: soon.appointment_id,
      booking_id: soon.booking_id,
      status: 'PENDING',
      answer_by: SOON.start,
      customer: { first_name: 'Ada', last_name: 'Lovelace' },
      vehicle: {
        license_plate: soon.vehicle.license_plate,
        model_code: soon.vehicle.model_code,
        model_description: soon.vehicle.model_description,
      },
      booking_start: SOON.start,
      booking_end: SOON.end,
      total: expect.any(Number),
      created_at: TEST_NOW.toISOString(),
    })
    const second = body.data.requests.find((r: { reference: string }) => r.reference === later.appointment_id)
    expect(second.answer_by).toBe(new Date(TEST_NOW.getTime() + 48 * HOUR).toISOString())
  })
})

describe('GET /dealer/requests/:reference', () => {
  it("gives the customer's contact, the options with their prices, and the decision once decided", async () => {
    const booked = await w.bookWith(w.dealerA, LATER, true)
    const service = booked.vehicle.pricing.services[0]
    const pending = await w.get(`/requests/${booked.appointment_id}`, staff)
    expect(pending.status).toBe(200)
    expect(pending.body.data).toMatchObject({
      reference: booked.appointment_id,
      status: 'PENDING',
      customer: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada.booking@example.com',
        phone: '+39 3331234567',
      },
      vehicle: { license_plate: booked.vehicle.license_plate },
      decision: null,
    })
    const lines = pending.body.data.lines as { type: string; code: string; price: number }[]
    expect(lines.map((l) => l.type)).toEqual(['rental_rate', 'service'])
    expect(lines[1]).toMatchObject({ code: service?.code, unit_price: service?.price_including_tax })
    const sum = lines.reduce((total, l) => total + Math.round(l.price * 100), 0)
    expect(Math.round(pending.body.data.total * 100)).toBe(sum)

    const declined = await w.post(
      `/dealer/bookings/${booked.appointment_id}/decline`,
      { reason: 'The car is at the body shop.' },
      { ...staff, ...desk },
    )
    expect(declined.status).toBe(200)
    const decided = await w.get(`/requests/${booked.booking_id}`, staff)
    expect(decided.body.data.status).toBe('DECLINED')
    expect(decided.body.data.decision).toMatchObject({
      decision: 'DECLINED',
      decided_by: { kind: 'staff', label: expect.stringContaining('@dealer.example') },
      channel: 'desk',
      reason: 'The car is at the body shop.',
      decided_at: TEST_NOW.toISOString(),
    })
  })
})

describe('GET /dealer/upcoming', () => {
  it('gives the pick-ups and returns of confirmed bookings by Rome day, for 14 days by default', async () => {
    const confirmed = await w.bookWith(w.dealerA, THIS_WEEK)
    const pending = await w.bookWith(w.dealerA, THIS_WEEK)
    expect((await w.dealerCall('accept', confirmed.appointment_id, staff)).status).toBe(200)
    const { status, body } = await w.get('/upcoming', staff)
    expect(status).toBe(200)
    expect(body.data.from).toBe('2027-03-01')
    expect(body.data.days.map((d: { day: string }) => d.day)).toHaveLength(14)
    const on = (day: string) => body.data.days.find((d: { day: string }) => d.day === day).events
    expect(on('2027-03-03')).toEqual([
      {
        kind: 'pickup',
        at: THIS_WEEK.start,
        time: '11:00',
        reference: confirmed.appointment_id,
        customer: { first_name: 'Ada', last_name: 'Lovelace' },
        vehicle: expect.objectContaining({ license_plate: confirmed.vehicle.license_plate }),
      },
    ])
    expect(on('2027-03-05')).toEqual([
      expect.objectContaining({ kind: 'return', time: '17:30', reference: confirmed.appointment_id }),
    ])
    expect(JSON.stringify(body.data)).not.toContain(pending.appointment_id)
    const three = await w.get('/upcoming?days=3', staff)
    expect(three.body.data.days.map((d: { day: string }) => d.day)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
    ])
  })
})

describe('GET /dealer/decided', () => {
  it('lists accepted, declined, cancelled and expired requests newest first, with who and how, by pages', async () => {
    const key = await w.keyOf(w.dealerA)
    const accepted = await w.bookWith(w.dealerA, LATER)
    const declined = await w.bookWith(w.dealerA, LATER)
    const cancelled = await w.bookWith(w.dealerA, LATER)
    const expiring = await w.bookWith(w.dealerA, SOON)
    w.clock.set(new Date(TEST_NOW.getTime() + HOUR))
    expect((await w.dealerCall('accept', accepted.appointment_id, key)).status).toBe(200)
    w.clock.set(new Date(TEST_NOW.getTime() + 2 * HOUR))
    expect((await w.dealerCall('decline', declined.appointment_id, { ...staff, ...desk })).status).toBe(200)
    w.clock.set(new Date(TEST_NOW.getTime() + 3 * HOUR))
    const cancel = await w.server.api(`/api/v1/bookings/${cancelled.booking_id}`, {
      method: 'DELETE',
      headers: bearer(w.customer.token),
    })
    expect(cancel.status).toBe(200)
    // Past the soon request's deadline (its pick-up): it reads as EXPIRED before any sweep.
    w.clock.set(new Date(Date.parse(SOON.start) + HOUR))

    const all = await w.get('/decided?limit=100', staff)
    expect(all.status).toBe(200)
    const rows = all.body.data.requests as {
      reference: string
      status: string
      decision: { decided_at: string }
    }[]
    const times = rows.map((r) => r.decision.decided_at)
    expect(times).toEqual([...times].sort().reverse())
    const mine = [expiring, cancelled, declined, accepted].map((b) => b.appointment_id)
    expect(rows.map((r) => r.reference).filter((ref) => mine.includes(ref))).toEqual(mine)
    const byRef = (ref: string) => rows.find((r) => r.reference === ref)
    expect(byRef(accepted.appointment_id)).toMatchObject({
      status: 'ACCEPTED',
      decision: { decided_by: { kind: 'dealer_key', label: 'Desk tests' }, channel: 'api' },
    })
    expect(byRef(declined.appointment_id)).toMatchObject({
      status: 'DECLINED',
      decision: { decided_by: { kind: 'staff' }, channel: 'desk' },
    })
    expect(byRef(cancelled.appointment_id)).toMatchObject({
      status: 'DELETED',
      decision: { decision: 'CANCELLED', decided_by: { kind: 'customer' } },
    })
    expect(byRef(expiring.appointment_id)).toMatchObject({
      status: 'EXPIRED',
      decision: { decision: 'EXPIRED', decided_by: { kind: 'system' }, decided_at: SOON.start },
    })

    // Page by page, two at a time: the same rows in the same order, then no cursor.
    const paged: string[] = []
    let cursor: string | null = null
    do {
      const page: { body: { data: { requests: { reference: string }[]; next_cursor: string | null } } } =
        await w.get(`/decided?limit=2${cursor ? `&cursor=${cursor}` : ''}`, staff)
      expect(page.body.data.requests.length).toBeLessThanOrEqual(2)
      paged.push(...page.body.data.requests.map((r) => r.reference))
      cursor = page.body.data.next_cursor
    } while (cursor)
    expect(paged).toEqual(rows.map((r) => r.reference))
    w.clock.set(TEST_NOW)
  })
})
