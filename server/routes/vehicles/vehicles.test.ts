import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { VEHICLE_MODELS } from '../../db/vehicle-models.seed'
import { rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'

let server: TestServer
const MILANO = { latitude: '45.4642', longitude: '9.19' }
const period = { booking_start: rome('2027-03-02', '09:00'), booking_end: rome('2027-03-05', '10:00') }

beforeAll(async () => {
  server = await startTestServer({ clock: testClock(TEST_NOW) })
})
afterAll(() => server?.close())

describe('GET /vehicles', () => {
  it('returns every model of the family, priced for the period, nearest dealer first', async () => {
    const { response, body } = await searchVehicles(server, { family_code: 'defender', ...MILANO, ...period })
    expect(response.status).toBe(200)
    const cars = body.data
    expect(cars.length).toBeGreaterThan(20)
    const distances = cars.map((car) => car.dealer.site.location_distance ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const first = body.data[0] as Vehicle
    expect(first.rental_duration).toBe(3)
    expect(first).toMatchObject({
      family_code: 'defender',
      doors: expect.any(Number),
      images: [expect.stringMatching(/\.svg$/)],
    })
    const rate = first.pricing.rental_rates[0]
    expect(rate?.quantity).toBe(3)
    expect(first.starting_price).toBe(Math.round((rate?.price_including_tax ?? 0) * 300) / 100)
    expect(JSON.stringify(first.pricing)).toContain('"code":"KM_INC"')
    expect(first.time_slot_lock_code).toMatch(/^[A-Za-z0-9_-]+$/)
  })

  it('filters by model and by family, in Italian on request', async () => {
    const { body } = await searchVehicles(server, { model_code: 'jaguar-i-pace', language: 'it', ...period })
    expect(body.data.length).toBeGreaterThan(10)
    for (const car of body.data)
      expect(car).toMatchObject({ fuel_type: 'Elettrica', model_description: 'Jaguar I-PACE (elettrica)' })
    const gearboxes = new Set(body.data.map((car) => car.gear_description))
    for (const gearbox of gearboxes) expect(gearbox).toMatch(/^(Automatico|Manuale) a \d rapporti$/)
  })

  it('covers every model of the vehicle-models call with at least one vehicle', async () => {
    for (const family of ['range-rover', 'defender', 'discovery', 'jaguar']) {
      const models = await (await server.api(`/api/v1/vehicle-models?family_code=${family}`)).json()
      const { body } = await searchVehicles(server, { family_code: family, ...period })
      const seen = new Set(body.data.map((car) => car.model_code))
      for (const model of models.data as { code: string }[]) expect(seen).toContain(model.code)
    }
  })

  it.each([
    ['missing dates', {}, 'booking_start', 'booking.date.required'],
    [
      'a malformed date',
      { booking_start: '02/03/2027', booking_end: period.booking_end },
      'booking_start',
      'booking.date.invalid',
    ],
    [
      'an end before the start',
      { booking_start: period.booking_end, booking_end: period.booking_start },
      'booking_end',
      'booking.date.end_before_start',
    ],
    [
      'a start in the past',
      { booking_start: rome('2027-02-26', '09:00'), booking_end: period.booking_end },
      'booking_start',
      'booking.date.past',
    ],
    [
      'a Sunday',
      { booking_start: rome('2027-03-07', '10:00'), booking_end: rome('2027-03-08', '10:00') },
      'booking_start',
      'booking.date.sunday',
    ],
    [
      'a time before 09:00',
      { booking_start: rome('2027-03-02', '08:30'), booking_end: period.booking_end },
      'booking_start',
      'booking.date.hours',
    ],
    [
      'a time after 18:00',
      { booking_start: period.booking_start, booking_end: rome('2027-03-05', '18:30') },
      'booking_end',
      'booking.date.hours',
    ],
    [
      'more than 30 days',
      { booking_start: period.booking_start, booking_end: rome('2027-04-10', '10:00') },
      'booking_end',
      'booking.date.too_long',
    ],
  ])('rejects %s with a 400 and a clear message', async (_, query, field, code) => {
    const { response, body } = await searchVehicles(server, query as Record<string, string>)
    expect(response.status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.message.length).toBeGreaterThan(10)
    expect((body as unknown as { errors: Record<string, string[]> }).errors[field]).toEqual([code])
  })

  it.each([
    ['latitude', 'north', 'common.input_error.latitude'],
    ['family_code', 'ferrari', 'common.input_error.family_code'],
    ['language', 'de', 'common.input_error.language'],
    ['model_code', 'x'.repeat(61), 'common.input_error.invalid'],
  ])('rejects %s=%s with a field code, never a library text', async (field, value, code) => {
    const { response, body } = await searchVehicles(server, { ...period, [field]: value })
    expect(response.status).toBe(400)
    expect((body as unknown as { errors: Record<string, string[]> }).errors).toEqual({ [field]: [code] })
    expect(body.message).not.toMatch(/Invalid|Expected|received|input_error/)
  })

  it('rejects an unknown family in the path', async () => {
    expect((await server.api(`/api/v1/vehicles/family/ferrari?${new URLSearchParams(period)}`)).status).toBe(
      400,
    )
  })
})

describe('GET /vehicles/family/{family} and /vehicles/{license_plate}', () => {
  it('lists another family and finds one vehicle by plate, priced', async () => {
    const family = await server.api(
      `/api/v1/vehicles/family/discovery?${new URLSearchParams({ ...MILANO, ...period })}`,
    )
    const list = await family.json()
    expect(family.status).toBe(200)
    expect(list.data.every((car: { family_code: string }) => car.family_code === 'discovery')).toBe(true)
    const plate = list.data[0].license_plate
    const one = await server.api(`/api/v1/vehicles/${plate}?${new URLSearchParams({ ...MILANO, ...period })}`)
    expect(one.status).toBe(200)
    expect((await one.json()).data).toMatchObject({ license_plate: plate, rental_duration: 3 })
    expect((await server.api(`/api/v1/vehicles/ZZ999ZZ?${new URLSearchParams(period)}`)).status).toBe(404)
  })
})

describe('vehicle illustrations', () => {
  it('serves our SVG per model and colour without an API key', async () => {
    const { body } = await searchVehicles(server, { model_code: 'range-rover', ...period })
    const image = body.data[0]?.images[0]
    const response = await fetch(`${server.url}${image}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg[^>]+viewBox/)
    expect((await fetch(`${server.url}/vehicle-images/range-rover/pink.svg`)).status).toBe(404)
  })

  it('draws every model of the catalogue its own way, in the vehicle’s paint, ours alone and cacheable', async () => {
    const drawings = new Map<string, string>()
    for (const model of VEHICLE_MODELS) {
      const response = await fetch(`${server.url}/vehicle-images/${model.code}/firenze-red.svg`)
      expect(response.status, model.code).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      const svg = await response.text()
      // Nothing but our own paths: no embedded or linked picture, no text drawn on the car.
      expect(svg).not.toMatch(/<image|<text|href=|<foreignObject/)
      // Painted in the colour: its paint, and its light and shade.
      expect(svg).toContain('#8e1b1f')
      const outline = svg.match(/<path d="([^"]+)" fill="url\(#body\)"/)?.[1]
      expect(outline, model.code).toBeTruthy()
      drawings.set(model.code, outline as string)
    }
    // Fifteen models, fifteen body outlines.
    expect(new Set(drawings.values()).size).toBe(VEHICLE_MODELS.length)
    const white = await (await fetch(`${server.url}/vehicle-images/defender-90/fuji-white.svg`)).text()
    expect(white).toContain('#eeeeea')
    expect(white).not.toContain('#8e1b1f')
  })
})

type Page = {
  success: boolean
  message: string
  data: Vehicle[]
  meta: { total: number; page: number; page_size: number; sort: string }
}
type Dealer = {
  dealer_id: string
  name: string
  city: string
  address: string
  postal_code: string
  telephone: string
  lat: number
  lng: number
  distance_km: number | null
  free_vehicles: number
}

async function get<T>(path: string, query: Record<string, string>) {
  const response = await server.api(`/api/v1${path}?${new URLSearchParams(query)}`)
  return { response, body: (await response.json()) as T }
}
const page = (query: Record<string, string>, path = '/vehicles') => get<Page>(path, query)
const dealers = (query: Record<string, string>) =>
  get<{ success: boolean; data: Dealer[] }>('/vehicles/dealers', query)
const plates = (cars: Vehicle[]) => cars.map((car) => car.license_plate)
const sum = (list: Dealer[]) => list.reduce((total, dealer) => total + dealer.free_vehicles, 0)

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

/** Every page of a paged search, one after the other. */
async function allPages(query: Record<string, string>, pageSize: number) {
  const cars: Vehicle[] = []
  for (let n = 1; ; n++) {
    const { body } = await page({ ...query, page: String(n), page_size: String(pageSize) })
    cars.push(...body.data)
    if (n * pageSize >= body.meta.total) return { cars, total: body.meta.total }
  }
}

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
