import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/api/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const models = async (query: string) => (await server.api(`/api/v1/vehicle-models?${query}`)).json()

describe('GET /vehicle-models', () => {
  it.each([
    ['range-rover', ['range-rover', 'range-rover-sport', 'range-rover-velar', 'range-rover-evoque']],
    ['defender', ['defender-90', 'defender-110', 'defender-130']],
    ['discovery', ['discovery', 'discovery-sport']],
    [
      'jaguar',
      ['jaguar-xe', 'jaguar-xf', 'jaguar-e-pace', 'jaguar-f-pace', 'jaguar-f-type', 'jaguar-i-pace'],
    ],
  ])('lists the %s models', async (family, codes) => {
    const body = await models(`family_code=${family}&language=en`)
    expect(body.success).toBe(true)
    expect(body.data.map((m: { code: string }) => m.code)).toEqual(codes)
    for (const model of body.data) expect(Object.keys(model).sort()).toEqual(['code', 'description'])
  })

  it('describes models in the asked language', async () => {
    const en = await models('family_code=defender&language=en')
    const italian = await models('family_code=defender&language=it')
    expect(en.data[0].description).toBe('Defender 90 (3 doors)')
    expect(italian.data[0].description).toBe('Defender 90 (3 porte)')
  })

  it.each([
    'family_code=ferrari',
    '',
    'family_code=jaguar&language=de',
    "family_code=jaguar'%20OR%201=1",
  ])('refuses %s with 400', async (query) => {
    const response = await server.api(`/api/v1/vehicle-models?${query}`)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(Object.values(body.errors).flat().length).toBeGreaterThan(0)
  })

  it('seeding again changes nothing', async () => {
    await server.stop()
    const { launch } = await import('../../../tests/api/harness')
    const again = await launch(server.env)
    try {
      const body = await (await again.api('/api/v1/vehicle-models?family_code=jaguar')).json()
      expect(body.data).toHaveLength(6)
    } finally {
      await again.stop()
    }
  })
})
