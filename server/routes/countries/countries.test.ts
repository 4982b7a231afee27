import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/api/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('GET /countries', () => {
  it('lists about 240 countries with calling codes, Italy first and default', async () => {
    const response = await server.api('/api/v1/countries?language=en')
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.length).toBeGreaterThan(230)
    expect(data.length).toBeLessThan(260)
    expect(data[0]).toEqual({ code: 'IT', name: 'Italy', phone_code: '39', default: true })
    expect(data.filter((c: { default: boolean }) => c.default)).toHaveLength(1)
    expect(data.find((c: { code: string }) => c.code === 'US')).toMatchObject({ phone_code: '1' })
    expect(data.find((c: { code: string }) => c.code === 'GB')).toMatchObject({ phone_code: '44' })
    const rest = data.slice(1).map((c: { name: string }) => c.name)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare))
  })

  it('names countries in Italian', async () => {
    const { data } = await (await server.api('/api/v1/countries?language=it')).json()
    expect(data[0]).toMatchObject({ code: 'IT', name: 'Italia' })
    expect(data.find((c: { code: string }) => c.code === 'DE').name).toBe('Germania')
  })

  it('follows Accept-Language without a query', async () => {
    const { data } = await (
      await server.api('/api/v1/countries', { headers: { 'accept-language': 'it' } })
    ).json()
    expect(data[0].name).toBe('Italia')
  })

  it.each(['?language=fr', '?lang=it'])('refuses %s', async (query) => {
    const response = await server.api(`/api/v1/countries${query}`)
    expect(response.status).toBe(400)
    expect((await response.json()).success).toBe(false)
  })

  it('is sent in the coding the client accepts: brotli, gzip or none, the same list each time', async () => {
    const raw = (acceptEncoding: string) =>
      new Promise<{ coding: string | undefined; vary: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          const url = new URL('/api/v1/countries?language=en', server.url)
          const headers = { 'x-api-key': server.env.API_KEY ?? '', 'accept-encoding': acceptEncoding }
          request(url, { headers }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({
                coding: response.headers['content-encoding'],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            )
          })
            .on('error', reject)
            .end()
        },
      )
    const plain = await raw('identity')
    expect(plain.coding).toBeUndefined()
    const list = JSON.parse(plain.body.toString('utf8'))
    expect(list.data[0]).toMatchObject({ code: 'IT', name: 'Italy' })

    const br = await raw('gzip, deflate, br')
    expect(br.coding).toBe('br')
    expect(br.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(list)

    const gzip = await raw('gzip, br;q=0')
    expect(gzip.coding).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(list)
  })
})
