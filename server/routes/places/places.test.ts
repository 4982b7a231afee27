import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/api/harness'
import { reverse } from '../../places/gazetteer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const get = async (path: string) => {
  const response = await server.api(`/api/v1${path}`)
  return { status: response.status, body: await response.json() }
}

type Found = { name: string; province: string; postalCode: string; lat: number; lng: number }

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 6371 * 2 * Math.asin(Math.sqrt(h))
}

const first = async (q: string, province: string): Promise<Found> => {
  const { body } = await get(`/places/autocomplete?q=${encodeURIComponent(q)}&limit=20`)
  const found = (body.data as Found[]).find(
    (p) => p.name.toLowerCase() === q.toLowerCase() && p.province === province,
  )
  if (!found) throw new Error(`${q} (${province}) not found`)
  return found
}

describe('GET /places/autocomplete', () => {
  it.each([
    ['forli', 'Forlì'],
    ['FORLÌ', 'Forlì'],
    ['cant', 'Cantù'],
    ['laq', "L'Aquila"],
    ['reggio', 'Reggio di Calabria'],
    ['mil', 'Milano'],
  ])('finds %s (accent- and case-insensitive prefix)', async (q, name) => {
    const { status, body } = await get(`/places/autocomplete?q=${encodeURIComponent(q)}&language=it`)
    expect(status).toBe(200)
    expect(body.data.map((p: { name: string }) => p.name)).toContain(name)
    expect(body.data[0]).toMatchObject({
      postalCode: expect.stringMatching(/^\d{5}$/),
      lat: expect.any(Number),
      lng: expect.any(Number),
    })
  })

  it('matches a later word and answers nothing for nonsense', async () => {
    expect((await get('/places/autocomplete?q=calabria')).body.data[0].name).toBe('Reggio di Calabria')
    expect((await get('/places/autocomplete?q=zzzz')).body.data).toEqual([])
  })

  it('knows every Italian municipality, small ones too, with its postal code', async () => {
    const { body } = await get('/places/autocomplete?q=abbadia%20lar')
    expect(body.data).toEqual([
      expect.objectContaining({ name: 'Abbadia Lariana', province: 'LC', postalCode: '23821' }),
    ])
  })

  it('finds Città … without the accent', async () => {
    const names = (await get('/places/autocomplete?q=citta')).body.data.map((p: Found) => p.name)
    expect(names).toEqual(
      expect.arrayContaining(['Città di Castello', 'Città della Pieve', "Città Sant'Angelo"]),
    )
    expect(names.every((n: string) => n.toLowerCase().startsWith('citt'))).toBe(true)
  })

  // Reference points: the town centres, to within a few hundred metres.
  it.each([
    ['Bellagio', 'CO', { lat: 45.987, lng: 9.261 }, 'Como'],
    ['Alberobello', 'BA', { lat: 40.784, lng: 17.238 }, 'Bari'],
    ["Cortina d'Ampezzo", 'BL', { lat: 46.537, lng: 12.137 }, 'Belluno'],
  ])('gives %s (%s) its own centre, not its provincial capital', async (name, province, centre, capital) => {
    const town = await first(name, province)
    expect(km(town, centre)).toBeLessThan(3)
    expect(km(town, await first(capital, province))).toBeGreaterThan(15)
  })

  it('has each municipality at its own place', () => {
    const lines = readFileSync(new URL('../../places/data/municipalities.tsv', import.meta.url), 'utf8')
      .trim()
      .split('\n')
    expect(lines.length).toBeGreaterThan(7800)
    const spots = new Set(lines.map((line) => line.split('\t').slice(3, 5).join(',')))
    expect(spots.size).toBeGreaterThan(lines.length * 0.99)
  })

  it('rejects an empty query', async () => {
    expect((await get('/places/autocomplete?q=')).status).toBe(400)
    expect((await get('/places/autocomplete')).status).toBe(400)
  })
})

describe('GET /places/reverse', () => {
  it('gives the nearest municipality and its postal code', async () => {
    const { body } = await get('/places/reverse?lat=41.89&lng=12.49')
    expect(body.data).toMatchObject({ name: 'Roma', postalCode: '00185' })
    // Misiliscemi has Trapani's centre in the source data: the provincial capital answers there.
    expect((await get('/places/reverse?lat=38.0185&lng=12.5137')).body.data).toMatchObject({
      name: 'Trapani',
    })
  })

  it.each([
    [40.7826, 17.2365, 'Alberobello', '70011'],
    [45.9862, 9.2593, 'Bellagio', '22021'],
    [46.5389, 12.1367, "Cortina d'Ampezzo", '32043'],
    [43.8966, 12.3445, 'San Leo', '47865'],
  ])('finds the small town at %s,%s: %s, %s', async (lat, lng, name, postalCode) => {
    const { body } = await get(`/places/reverse?lat=${lat}&lng=${lng}`)
    expect(body.data).toMatchObject({ name, postalCode })
  })

  it('answers the nearest of all municipalities, as a full scan would', () => {
    const all = readFileSync(new URL('../../places/data/municipalities.tsv', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [name = '', province = '', , lat = '0', lng = '0'] = line.split('\t')
        return { name, province, lat: Number(lat), lng: Number(lng) }
      })
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const points = Array.from({ length: 2000 }, () => ({
      lat: 36.6 + random() * 10.5,
      lng: 6.6 + random() * 12,
    }))
    const found = points.map((p) => reverse(p.lat, p.lng))
    points.slice(0, 200).forEach((p, i) => {
      const nearest = all.reduce((a, b) => (km(p, b) < km(p, a) ? b : a))
      const answer = found[i]
      if (km(p, nearest) > 60) expect(answer).toBeNull()
      else expect(answer && km(p, answer)).toBeCloseTo(km(p, nearest), 6)
    })
  })

  it('answers null far from Italy and 400 for bad coordinates', async () => {
    expect((await get('/places/reverse?lat=51.5&lng=-0.12')).body.data).toBeNull()
    expect((await get('/places/reverse?lat=100&lng=9')).status).toBe(400)
    expect((await get('/places/reverse?lat=abc&lng=9')).status).toBe(400)
  })

  it.each([
    ['/places/reverse?lat=abc&lng=9', { lat: ['common.input_error.lat'] }],
    ['/places/reverse?lng=9', { lat: ['common.input_error.invalid'] }],
    ['/places/autocomplete?q=mi&limit=0', { limit: ['common.input_error.limit'] }],
    ['/places/autocomplete?q=mi&limit=21', { limit: ['common.input_error.limit'] }],
  ])('names the field of %s with a code', async (path, errors) => {
    const { status, body } = await get(path)
    expect(status).toBe(400)
    expect((body as unknown as { errors: unknown }).errors).toEqual(errors)
  })
})
