import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, type TestServer } from '../../../tests/api/harness'
import { lock, rome, searchVehicles, type Vehicle } from '../bookings/test-helpers'
import { deskWorld, type Headers, OPERATOR_KEY } from './dealer-desk.test-support'

/**
 * The dealer desk's vehicles (issue 33): the dealership's list, one vehicle's 30 days, and blocks. A
 * block takes the vehicle out of search for its dates and only those, on every API process, refuses a
 * lock on them as a taken slot does, and gives the vehicle back to search once deleted.
 */
const w = deskWorld()
let staff: Headers
beforeAll(async () => {
  staff = await w.sessionOf(w.dealerA)
})

const at = (day: string, time = '10:00') => rome(day, time)
/** The block of these tests: Monday 12 April 08:00 to Wednesday 14 April 20:00, Rome. */
const BLOCK = { start: at('2027-04-12', '08:00'), end: at('2027-04-14', '20:00'), reason: 'Annual service' }

async function vehicleOf(dealerId: string, from: string, to: string): Promise<Vehicle> {
  const query = { booking_start: at(from), booking_end: at(to), dealer_id: dealerId }
  const vehicle = (await searchVehicles(w.server, query)).body.data[0]
  if (!vehicle) throw new Error('no free vehicle')
  return vehicle
}

const block = (plate: string, headers: Headers, body: unknown = BLOCK, query = '') =>
  w.send('POST', `/vehicles/${plate}/blocks${query}`, headers, body)

describe('GET /dealer/vehicles', () => {
  it("lists the dealership's vehicles: those search offers for it on free dates", async () => {
    const { status, body } = await w.get('/vehicles', staff)
    expect(status).toBe(200)
    const plates = body.data.map((v: { license_plate: string }) => v.license_plate).sort()
    expect(plates).toEqual((await w.offered('2027-05-03', '2027-05-05', w.dealerA)).sort())
    expect(body.data[0]).toEqual({
      license_plate: expect.stringMatching(/^[A-Z]{2}\d{3}[A-Z]{2}$/),
      model_code: expect.any(String),
      model_description: expect.any(String),
      trim_name: expect.any(String),
      fuel_type: expect.any(String),
      color: expect.any(String),
      daily_rate: expect.any(Number),
    })
  })
})

describe('vehicle blocks', () => {
  it('take the vehicle out of search for those dates only, refuse a lock there, and give it back when deleted', async () => {
    const vehicle = await vehicleOf(w.dealerA, '2027-04-12', '2027-04-13')
    const plate = vehicle.license_plate
    const created = await block(plate.toLowerCase(), staff)
    expect(created.status).toBe(201)
    expect(created.body.data).toEqual({
      id: expect.any(String),
      license_plate: plate,
      start: BLOCK.start,
      end: BLOCK.end,
      reason: BLOCK.reason,
      created_by: {
        kind: 'staff',
        id: expect.any(String),
        label: expect.stringContaining('@dealer.example'),
      },
      created_at: expect.any(String),
    })
    expect(await w.offered('2027-04-12', '2027-04-13', w.dealerA)).not.toContain(plate)
    expect(await w.offered('2027-04-14', '2027-04-15', w.dealerA)).not.toContain(plate)
    expect(await w.offered('2027-04-09', '2027-04-12', w.dealerA)).not.toContain(plate)
    expect(await w.offered('2027-04-15', '2027-04-16', w.dealerA)).toContain(plate)
    expect(await w.offered('2027-04-08', '2027-04-09', w.dealerA)).toContain(plate)
    // The lock code search gave before the block: the slot is taken now.
    const refused = await lock(w.server, w.customer.token, vehicle.time_slot_lock_code)
    expect(refused.status).toBe(409)

    const deleted = await w.send('DELETE', `/blocks/${created.body.data.id}`, staff)
    expect(deleted).toMatchObject({ status: 200, body: { data: { id: created.body.data.id } } })
    expect(await w.offered('2027-04-12', '2027-04-13', w.dealerA)).toContain(plate)
    expect((await lock(w.server, w.customer.token, vehicle.time_slot_lock_code)).status).toBe(201)
    expect((await w.send('DELETE', `/blocks/${created.body.data.id}`, staff)).status).toBe(404)
  })

  it("cannot cover a vehicle's live booking; say who made them: a key, the operator", async () => {
    const booked = await w.bookWith(w.dealerA, { start: at('2027-04-20'), end: at('2027-04-22') })
    const plate = booked.vehicle.license_plate
    const over = { start: at('2027-04-21', '08:00'), end: at('2027-04-23', '08:00'), reason: 'Tyres' }
    const refused = await block(plate, staff, over)
    expect(refused).toMatchObject({ status: 409, body: { success: false } })
    expect(refused.body.message).toMatch(/booked/)
    const after = { start: at('2027-04-22', '11:00'), end: at('2027-04-23', '18:00'), reason: 'Tyres' }
    const byKey = await block(plate, await w.keyOf(w.dealerA), after)
    expect(byKey.body.data.created_by).toMatchObject({ kind: 'dealer_key', label: 'Desk tests' })
    const operator = { 'x-dealer-key': OPERATOR_KEY }
    const later = { start: at('2027-04-26', '09:00'), end: at('2027-04-27', '18:00'), reason: 'Photos' }
    const byOperator = await block(plate, operator, later, `?dealer=${w.dealerA}`)
    expect(byOperator.status).toBe(201)
    expect(byOperator.body.data.created_by).toEqual({ kind: 'operator', id: null, label: 'operator' })
  })
})

describe('GET /dealer/vehicles/:plate/calendar', () => {
  it('gives each of 30 Rome days with the locks, bookings and blocks covering it', async () => {
    const booked = await w.bookWith(w.dealerA, { start: at('2027-06-08'), end: at('2027-06-10', '12:00') })
    const plate = booked.vehicle.license_plate
    const made = await block(plate, staff, {
      start: at('2027-06-14', '09:00'),
      end: at('2027-06-15', '18:00'),
      reason: 'Bodywork',
    })
    const free = await searchVehicles(w.server, {
      booking_start: at('2027-06-11'),
      booking_end: at('2027-06-12'),
      dealer_id: w.dealerA,
    })
    const same = free.body.data.find((v) => v.license_plate === plate) as Vehicle
    expect((await lock(w.server, w.customer.token, same.time_slot_lock_code)).status).toBe(201)

    const { status, body } = await w.get(`/vehicles/${plate}/calendar?from=2027-06-07`, staff)
    expect(status).toBe(200)
    expect(body.data.vehicle.license_plate).toBe(plate)
    expect(body.data.from).toBe('2027-06-07')
    expect(body.data.days).toHaveLength(30)
    const day = (d: string) => body.data.days.find((x: { day: string }) => x.day === d)
    expect(day('2027-06-07')).toEqual({ day: '2027-06-07', locks: [], bookings: [], blocks: [] })
    for (const d of ['2027-06-08', '2027-06-09', '2027-06-10']) {
      expect(day(d).bookings).toEqual([
        {
          reference: booked.appointment_id,
          status: 'PENDING',
          start: at('2027-06-08'),
          end: at('2027-06-10', '12:00'),
          customer: { first_name: 'Ada', last_name: 'Lovelace' },
        },
      ])
    }
    expect(day('2027-06-11').locks).toEqual([
      { start: at('2027-06-11'), end: at('2027-06-12'), expires_at: expect.any(String) },
    ])
    expect(day('2027-06-14').blocks).toEqual([made.body.data])
    expect(day('2027-06-15').blocks).toEqual([made.body.data])
    expect(day('2027-06-16')).toEqual({ day: '2027-06-16', locks: [], bookings: [], blocks: [] })
    const today = await w.get(`/vehicles/${plate}/calendar`, staff)
    expect(today.body.data.from).toBe('2027-03-01')
  })
})

/** On PostgreSQL several API processes share one database; PGlite is one process. */
describe.skipIf(!process.env.DATABASE_URL)('a block written through another API process', () => {
  let other: TestServer
  beforeAll(async () => {
    other = await launch(w.server.env, w.clock)
  })
  afterAll(() => other?.stop())

  it("leaves that process's search once notified, and comes back there when deleted", async () => {
    const query = { booking_start: at('2027-07-06'), booking_end: at('2027-07-08'), dealer_id: w.dealerA }
    const plates = async () => (await searchVehicles(other, query)).body.data.map((v) => v.license_plate)
    const plate = (await plates())[0] as string
    const window = { start: at('2027-07-05', '09:00'), end: at('2027-07-09', '18:00'), reason: 'Recall' }
    const created = await block(plate, staff, window)
    expect(created.status).toBe(201)
    await expect.poll(plates, { timeout: 5_000 }).not.toContain(plate)
    expect((await w.send('DELETE', `/blocks/${created.body.data.id}`, staff)).status).toBe(200)
    await expect.poll(plates, { timeout: 5_000 }).toContain(plate)
  })
})
