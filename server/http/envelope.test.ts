import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { ok } from './envelope'

/** An app as the server mounts it: compress() outside, the envelope inside. */
const app = new Hono()
  .use('*', compress())
  .get('/long', (c) =>
    ok(
      c,
      Array.from({ length: 200 }, (_, n) => ({ n, name: `vehicle ${n}` })),
    ),
  )
  .get('/short', (c) => ok(c, { n: 1 }))

const get = async (path: string, acceptEncoding?: string) => {
  const response = await app.request(path, {
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  })
  const body = Buffer.from(await response.arrayBuffer())
  expect(response.headers.get('Content-Length')).toBe(String(body.byteLength))
  return { coding: response.headers.get('Content-Encoding'), body }
}

describe('the envelope', () => {
  it('compresses a long answer once, brotli before gzip, as the client accepts', async () => {
    const plain = await get('/long')
    expect(plain.coding).toBeNull()
    const expected = JSON.parse(plain.body.toString('utf8'))
    expect(expected.data).toHaveLength(200)

    const br = await get('/long', 'gzip, deflate, br')
    expect(br.coding).toBe('br')
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(expected)

    const gzip = await get('/long', 'gzip, br;q=0')
    expect(gzip.coding).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(expected)

    expect((await get('/long', 'identity')).coding).toBeNull()
  })

  it('sends a short answer as it is', async () => {
    const short = await get('/short', 'gzip, deflate, br')
    expect(short.coding).toBeNull()
    expect(JSON.parse(short.body.toString('utf8'))).toEqual({ success: true, message: 'OK', data: { n: 1 } })
  })
})
