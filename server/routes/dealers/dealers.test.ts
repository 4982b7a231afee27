import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/api/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('GET /dealers', () => {
  it('lists at least 40 dealers in Italian cities, with coordinates and Italian phones', async () => {
    const response = await server.api('/api/v1/dealers')
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.length).toBeGreaterThanOrEqual(40)
    for (const dealer of data) {
      expect(dealer.telephone).toMatch(/^\+39 0\d{1,3} \d{6,8}$/)
      expect(dealer.lat).toBeGreaterThan(36)
      expect(dealer.lat).toBeLessThan(47.2)
      expect(dealer.lng).toBeGreaterThan(6.6)
      expect(dealer.lng).toBeLessThan(18.6)
    }
    expect(new Set(data.map((d: { city: string }) => d.city)).size).toBeGreaterThanOrEqual(40)
  })

  it('needs the API key', async () => {
    expect((await server.api('/api/v1/dealers', { apiKey: null })).status).toBe(401)
  })
})
