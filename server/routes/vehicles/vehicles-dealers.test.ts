import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { searchVehicles, TEST_NOW } from '../bookings/test-helpers'
import { type Dealer, MILANO, period, sum, vehicleQueries } from './vehicles.test-support'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock: testClock(TEST_NOW) })
})
afterAll(() => server?.close())

const { page, dealers } = vehicleQueries(() => server)

describe('GET /vehicles/dealers (the results map)', () => {
  const search = { family_code: 'range-rover', ...MILANO, ...period }

  it('lists each dealer with free vehicles once, nearest first, in the ResultsDealer shape', async () => {
    const { response, body } = await dealers(search)
    expect(response.status).toBe(200)
    expect(body.data.length).toBeGreaterThan(5)
    expect(Object.keys(body.data[0] as Dealer).sort()).toEqual(
      [
        'address',
        'city',
        'dealer_id',
        'distance_km',
        'free_vehicles',
        'lat',
        'lng',
        'name',
        'postal_code',
        'telephone',
      ].sort(),
    )
    expect(body.data[0]).toMatchObject({ city: 'Milano', dealer_id: expect.stringMatching(/^dealer-\d+$/) })
    expect(new Set(body.data.map((dealer) => dealer.dealer_id)).size).toBe(body.data.length)
    expect(body.data.every((dealer) => dealer.free_vehicles > 0)).toBe(true)
    const distances = body.data.map((dealer) => dealer.distance_km as number)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('counts as many free vehicles as the search finds, with the model filter too', async () => {
    for (const query of [search, { ...search, model_code: 'range-rover-sport' }]) {
      const [{ body: map }, { body: whole }] = await Promise.all([
        dealers(query),
        searchVehicles(server, query),
      ])
      expect(whole.data.length).toBeGreaterThan(5)
      expect(sum(map.data)).toBe(whole.data.length)
      const counted = new Map<string, number>()
      for (const car of whole.data) counted.set(car.dealer.name, (counted.get(car.dealer.name) ?? 0) + 1)
      expect(new Map(map.data.map((dealer) => [dealer.name, dealer.free_vehicles]))).toEqual(counted)
    }
    const model = await dealers({ ...search, model_code: 'range-rover-sport' })
    expect(sum(model.body.data)).toBeLessThan(sum((await dealers(search)).body.data))
  })

  it('matches the family route for another family', async () => {
    const { body: map } = await dealers({ family_code: 'discovery', ...MILANO, ...period })
    const { body } = await page(
      { ...MILANO, ...period, page: '1', page_size: '1' },
      '/vehicles/family/discovery',
    )
    expect(sum(map.data)).toBe(body.meta.total)
  })

  it('orders by city and name, without distances, when no point is searched', async () => {
    const { body } = await dealers({ family_code: 'jaguar', ...period })
    expect(body.data.every((dealer) => dealer.distance_km === null)).toBe(true)
    const keys = body.data.map((dealer) => `${dealer.city}\u0000${dealer.name}`)
    expect(keys).toEqual([...keys].sort())
  })

  it('rejects a bad period or a bad family like the search', async () => {
    const missing = await dealers({ family_code: 'jaguar' })
    expect(missing.response.status).toBe(400)
    expect((missing.body as unknown as { errors: Record<string, string[]> }).errors).toEqual({
      booking_start: ['booking.date.required'],
    })
    expect((await dealers({ family_code: 'ferrari', ...period })).response.status).toBe(400)
  })
})
