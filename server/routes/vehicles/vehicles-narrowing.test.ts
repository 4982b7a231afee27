import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'
import { MILANO, type Page, period, plates, sum, vehicleQueries } from './vehicles.test-support'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock: testClock(TEST_NOW) })
})
afterAll(() => server?.close())

const { get, page, dealers, allPages } = vehicleQueries(() => server)

type NarrowedPage = Page & {
  meta: Page['meta'] & {
    radius_km: number | null
    beyond_radius: number
    counts?: {
      fuel: Record<string, number>
      gearbox: Record<string, number>
      seats: Record<string, number>
      price: { min: number; max: number } | null
    }
  }
}
const narrowed = (query: Record<string, string>, path = '/vehicles') => get<NarrowedPage>(path, query)
const daily = (car: Vehicle) => car.pricing.rental_rates[0]?.price_including_tax ?? 0

describe('GET /vehicles narrowed by radius, fuel, gearbox, seats and price', () => {
  const search = { family_code: 'defender', ...MILANO, ...period }

  it('keeps to the radius and counts the vehicles beyond it', async () => {
    const whole = (await searchVehicles(server, search)).body.data
    const near = whole.filter((car) => (car.dealer.site.location_distance ?? 0) <= 50)
    expect(near.length).toBeGreaterThan(0)
    expect(near.length).toBeLessThan(whole.length)
    const { cars, total } = await allPages({ ...search, radius_km: '50' }, 24)
    expect(plates(cars)).toEqual(plates(near))
    const first = await narrowed({ ...search, radius_km: '50', page: '1' })
    expect(first.body.meta).toMatchObject({ total, radius_km: 50, beyond_radius: whole.length - near.length })
    // The whole list (no page) keeps to the radius too; without a point the radius has nothing to measure.
    const list = (await searchVehicles(server, { ...search, radius_km: '50' })).body.data
    expect(plates(list)).toEqual(plates(near))
    const nowhere = await narrowed({ model_code: 'defender-110', ...period, radius_km: '50', page: '1' })
    const all = await narrowed({ model_code: 'defender-110', ...period, page: '1' })
    expect(nowhere.body.meta).toMatchObject({ total: all.body.meta.total, radius_km: null, beyond_radius: 0 })
  })

  it('narrows by fuel, gearbox, seats and daily price, each as the cards say', async () => {
    const whole = (await searchVehicles(server, { family_code: 'jaguar', ...period })).body.data
    const cases: [Record<string, string>, (car: Vehicle) => boolean][] = [
      [{ fuel: 'diesel' }, (car) => car.fuel_type === 'Diesel'],
      [{ fuel: 'electric,hybrid' }, (car) => ['Elettrica', 'Ibrida'].includes(car.fuel_type)],
      [{ gearbox: 'manual' }, (car) => car.gear_type === 'MANUAL'],
      [{ min_seats: '5' }, (car) => car.doors >= 5],
      [{ price_min: '150', price_max: '200' }, (car) => daily(car) >= 150 && daily(car) <= 200],
      [
        { fuel: 'diesel', gearbox: 'automatic' },
        (car) => car.fuel_type === 'Diesel' && car.gear_type === 'AUTOMATIC',
      ],
    ]
    for (const [choice, keeps] of cases) {
      const expected = whole.filter(keeps)
      expect(expected.length, JSON.stringify(choice)).toBeGreaterThan(0)
      expect(expected.length, JSON.stringify(choice)).toBeLessThan(whole.length)
      const { cars, total } = await allPages({ family_code: 'jaguar', ...period, ...choice }, 24)
      expect(total, JSON.stringify(choice)).toBe(expected.length)
      expect(plates(cars).sort(), JSON.stringify(choice)).toEqual(plates(expected).sort())
    }
  })

  it('counts each option as it would show with the other choices kept', async () => {
    const base = { family_code: 'jaguar', ...period, page: '1', counts: 'true' }
    const plain = await narrowed(base)
    const counts = plain.body.meta.counts
    expect(counts).toBeDefined()
    const sumOf = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0)
    expect(sumOf(counts?.fuel ?? {})).toBe(plain.body.meta.total)
    expect(sumOf(counts?.gearbox ?? {})).toBe(plain.body.meta.total)
    expect(sumOf(counts?.seats ?? {})).toBe(plain.body.meta.total)
    for (const fuel of ['diesel', 'petrol', 'hybrid', 'electric']) {
      const only = await narrowed({ ...base, fuel })
      expect(only.body.meta.total, fuel).toBe(counts?.fuel[fuel])
    }
    // With diesel chosen, the fuel counts stay those of every fuel; the gearbox counts are diesel's.
    const diesel = await narrowed({ ...base, fuel: 'diesel' })
    expect(diesel.body.meta.counts?.fuel).toEqual(counts?.fuel)
    const manualDiesel = await narrowed({ ...base, fuel: 'diesel', gearbox: 'manual' })
    expect(diesel.body.meta.counts?.gearbox.manual).toBe(manualDiesel.body.meta.total)
    const prices = (await searchVehicles(server, { family_code: 'jaguar', ...period })).body.data.map(daily)
    expect(counts?.price).toEqual({
      min: Math.floor(Math.min(...prices)),
      max: Math.ceil(Math.max(...prices)),
    })
    // Without counts=true, meta has none.
    expect((await narrowed({ ...base, counts: 'false', fuel: 'diesel' })).body.meta.counts).toBeUndefined()
  })

  it('narrows the map the same way: its dealers count what the narrowed search finds', async () => {
    const query = { ...search, radius_km: '80', fuel: 'diesel' }
    const { body: map } = await dealers(query)
    expect(map.data.every((dealer) => (dealer.distance_km ?? 0) <= 80)).toBe(true)
    const first = await narrowed({ ...query, page: '1' })
    expect(sum(map.data)).toBe(first.body.meta.total)
  })

  it.each([
    ['radius_km', '0', 'search.radius_km.invalid'],
    ['radius_km', '2001', 'search.radius_km.invalid'],
    ['radius_km', 'far', 'search.radius_km.invalid'],
    ['fuel', 'coal', 'search.fuel.invalid'],
    ['fuel', 'diesel,diesel', 'search.fuel.invalid'],
    ['fuel', '', 'search.fuel.invalid'],
    ['gearbox', 'cvt', 'search.gearbox.invalid'],
    ['min_seats', '0', 'search.min_seats.invalid'],
    ['min_seats', '10', 'search.min_seats.invalid'],
    ['price_min', '-1', 'search.price.invalid'],
    ['price_max', '1e3', 'search.price.invalid'],
    ['counts', 'yes', 'search.counts.invalid'],
  ])('rejects %s=%s with a 400, a translated message and the field', async (field, value, code) => {
    const query = { ...search, page: '1', [field]: value }
    const en = await page(query)
    expect(en.response.status).toBe(400)
    expect((en.body as unknown as { errors: Record<string, string[]> }).errors).toEqual({ [field]: [code] })
    expect(en.body.message).toContain(field)
    const it = await page({ ...query, language: 'it' })
    expect(it.response.status).toBe(400)
    expect(it.body.message).toContain(field)
    expect(it.body.message).not.toBe(en.body.message)
  })

  it('rejects a price range whose lowest is above its highest', async () => {
    for (const language of ['en', 'it']) {
      const { response, body } = await page({ ...search, price_min: '300', price_max: '100', language })
      expect(response.status).toBe(400)
      expect((body as unknown as { errors: Record<string, string[]> }).errors).toEqual({
        price_max: ['search.price.range'],
      })
      expect(body.message).toContain('price_min')
    }
  })
})
