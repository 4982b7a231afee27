import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'
import { type Dealer, MILANO, type Page, period, plates, vehicleQueries } from './vehicles.test-support'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock: testClock(TEST_NOW) })
})
afterAll(() => server?.close())

const { get, page, dealers, allPages } = vehicleQueries(() => server)

/** Nulls last, as the API orders distances. */
const byDistance = (a: Vehicle, b: Vehicle) =>
  (a.dealer.site.location_distance ?? Number.POSITIVE_INFINITY) -
  (b.dealer.site.location_distance ?? Number.POSITIVE_INFINITY)
const byPlate = (a: Vehicle, b: Vehicle) => (a.license_plate < b.license_plate ? -1 : 1)
const ORDERS = {
  nearby: (a: Vehicle, b: Vehicle) =>
    byDistance(a, b) || a.starting_price - b.starting_price || byPlate(a, b),
  price_asc: (a: Vehicle, b: Vehicle) =>
    a.starting_price - b.starting_price || byDistance(a, b) || byPlate(a, b),
  price_desc: (a: Vehicle, b: Vehicle) =>
    b.starting_price - a.starting_price || byDistance(a, b) || byPlate(a, b),
} as const

describe('GET /vehicles with paging (DESIGN §4)', () => {
  const search = { family_code: 'defender', ...MILANO, ...period }

  it('answers as before without page: the whole list, no meta', async () => {
    const { response, body } = await searchVehicles(server, search)
    expect(response.status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'success'])
    expect(body.data.length).toBeGreaterThan(24)
    expect(plates(body.data)).toEqual(plates([...body.data].sort(ORDERS.nearby)))
  })

  it('gives pages 1 and 2 without overlap, equal to the start of the whole list, with its total', async () => {
    const whole = (await searchVehicles(server, search)).body.data
    const first = await page({ ...search, page: '1' })
    const second = await page({ ...search, page: '2' })
    expect(first.response.status).toBe(200)
    expect(first.body.meta).toEqual({ total: whole.length, page: 1, page_size: 6, sort: 'nearby' })
    expect(second.body.meta).toEqual({ total: whole.length, page: 2, page_size: 6, sort: 'nearby' })
    expect(first.body.data).toHaveLength(6)
    expect(second.body.data).toHaveLength(6)
    const overlap = plates(first.body.data).filter((plate) => plates(second.body.data).includes(plate))
    expect(overlap).toEqual([])
    expect(plates([...first.body.data, ...second.body.data])).toEqual(plates(whole.slice(0, 12)))
    // The page's vehicles are the whole list's, priced the same.
    expect(first.body.data[0]).toEqual(whole[0])
  })

  it('answers a page past the end with no vehicle and the real total', async () => {
    const total = (await page({ ...search, page: '1' })).body.meta.total
    const past = await page({ ...search, page: String(Math.ceil(total / 24) + 1), page_size: '24' })
    expect(past.response.status).toBe(200)
    expect(past.body.data).toEqual([])
    expect(past.body.meta.total).toBe(total)
    const last = await page({ ...search, page: String(Math.ceil(total / 24)), page_size: '24' })
    expect(last.body.data).toHaveLength(total - (Math.ceil(total / 24) - 1) * 24)
  })

  it.each([
    'nearby',
    'price_asc',
    'price_desc',
  ] as const)('orders every page by %s, stable from page to page', async (sort) => {
    const { cars, total } = await allPages({ ...search, sort }, 24)
    expect(total).toBeGreaterThan(48)
    expect(cars).toHaveLength(total)
    expect(new Set(plates(cars)).size).toBe(total)
    expect(plates(cars)).toEqual(plates([...cars].sort(ORDERS[sort])))
    const prices = cars.map((car) => car.starting_price)
    if (sort !== 'nearby') expect(new Set(prices).size).toBeGreaterThan(1)
  })

  it('orders by price then plate without a searched point (no distance)', async () => {
    const { cars } = await allPages({ model_code: 'defender-110', ...period }, 24)
    expect(cars.length).toBeGreaterThan(6)
    expect(cars.every((car) => car.dealer.site.location_distance === null)).toBe(true)
    expect(plates(cars)).toEqual(plates([...cars].sort(ORDERS.nearby)))
  })

  it('filters by dealer: only that dealer, as many as the dealers call counts', async () => {
    const { body: map } = await dealers(search)
    const dealer = map.data.find((row) => row.free_vehicles > 1) as Dealer
    const { body } = await page({ ...search, page: '1', page_size: '24', dealer_id: dealer.dealer_id })
    expect(body.meta.total).toBe(dealer.free_vehicles)
    expect(body.data).toHaveLength(Math.min(24, dealer.free_vehicles))
    for (const car of body.data) {
      expect(car.dealer.name).toBe(dealer.name)
      expect(car.dealer.site.address).toBe(`${dealer.address}, ${dealer.postal_code} ${dealer.city}`)
    }
    const unknown = await page({ ...search, page: '1', dealer_id: 'dealer-999' })
    expect(unknown.body).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it('pages the family route the same way', async () => {
    const whole = (await get<Page>('/vehicles/family/jaguar', { ...MILANO, ...period })).body.data
    const first = await page({ ...MILANO, ...period, page: '1', page_size: '5' }, '/vehicles/family/jaguar')
    expect(first.body.meta).toEqual({ total: whole.length, page: 1, page_size: 5, sort: 'nearby' })
    expect(plates(first.body.data)).toEqual(plates(whole.slice(0, 5)))
  })

  it.each([
    ['page', '0', 'search.page.invalid'],
    ['page', '-1', 'search.page.invalid'],
    ['page', '1.5', 'search.page.invalid'],
    ['page', 'two', 'search.page.invalid'],
    ['page_size', '0', 'search.page_size.invalid'],
    ['page_size', '25', 'search.page_size.invalid'],
    ['sort', 'cheapest', 'search.sort.invalid'],
    ['dealer_id', "dealer-001' OR 1=1", 'search.dealer_id.invalid'],
    ['dealer_id', 'x'.repeat(41), 'search.dealer_id.invalid'],
  ])('rejects %s=%s with a 400, a translated message and the field', async (field, value, code) => {
    for (const path of ['/vehicles', '/vehicles/family/discovery']) {
      const query = { ...search, page: '1', [field]: value }
      const en = await page(query, path)
      expect(en.response.status).toBe(400)
      expect(en.body.success).toBe(false)
      expect((en.body as unknown as { errors: Record<string, string[]> }).errors).toEqual({ [field]: [code] })
      expect(en.body.message).toContain(field)
      const it = await page({ ...query, language: 'it' }, path)
      expect(it.response.status).toBe(400)
      expect(it.body.message).toContain(field)
      expect(it.body.message).not.toBe(en.body.message)
    }
  })
})
