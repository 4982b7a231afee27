import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { VEHICLE_MODELS } from '../../db/vehicle-models.seed'
import { rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'
import { MILANO, period } from './vehicles.test-support'

let server: TestServer

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
