import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, startTestServer, type TestServer } from '../../../tests/api/harness'

let server: TestServer
let staticDir: string

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'altura-static-'))
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app shell</title>')
  server = await startTestServer({ env: { STATIC_DIR: staticDir } })
})

afterAll(async () => {
  await server?.close()
  rmSync(staticDir, { recursive: true, force: true })
})

describe('health and runtime settings', () => {
  it('answers health without a key, in the envelope', async () => {
    const response = await server.api('/api/v1/health', { apiKey: null })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ success: true, message: expect.any(String) })
    expect(body.data.status).toBe('ok')
    expect(body.data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
    expect(body.data.installation_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('gives the SPA its runtime settings without a key', async () => {
    const response = await server.api('/api/v1/config', { apiKey: null })
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.data).toMatchObject({ api_base_url: '/api/v1', api_key: 'test-public-api-key' })
    expect(typeof body.data.release_version).toBe('string')
    expect(body.data.privacy_policy_url).toBeNull()
  })
})

describe('x-api-key', () => {
  it.each([
    ['missing', null, 'The x-api-key header is required.'],
    ['wrong', 'not-the-key', 'The API key is not valid.'],
  ])('refuses a %s key with 401 and the envelope', async (_, apiKey, message) => {
    const response = await server.api('/api/v1/vehicle-models', { apiKey })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ success: false, message, data: null })
  })

  it('answers an unknown call with a 404 envelope once the key is right', async () => {
    const response = await server.api('/api/v1/no-such-thing', { method: 'POST', json: {} })
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, data: null })
    expect(body.message).toContain('/api/v1/no-such-thing')
  })
})

describe('request hygiene', () => {
  it('refuses a time zone that is not IANA', async () => {
    const response = await server.api('/api/v1/no-such-thing', { headers: { 'X-Timezone': 'Mars/Olympus' } })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, errors: { 'X-Timezone': ['invalid_timezone'] } })
  })

  it('refuses an oversized body with 413', async () => {
    const response = await server.api('/api/v1/no-such-thing', {
      method: 'POST',
      json: { filler: 'x'.repeat(70 * 1024) },
    })
    expect(response.status).toBe(413)
    expect((await response.json()).success).toBe(false)
  })
})

describe('the web app on the same origin', () => {
  it.each([
    '/',
    '/jaguar/',
    '/jaguar/account/personal-details',
    '/ferrari/',
  ])('serves the app shell for %s', async (pathname) => {
    const response = await server.api(pathname, { apiKey: null })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('app shell')
  })

  it('answers a missing file with 404, not the app shell', async () => {
    const response = await server.api('/assets/missing-file.js', { apiKey: null })
    expect(response.status).toBe(404)
  })
})

describe('persistence', () => {
  it('keeps its data across a restart', async () => {
    const first = await startTestServer()
    const before = await (await first.api('/api/v1/health')).json()
    await first.stop()
    const second = await launch(first.env)
    try {
      const after = await (await second.api('/api/v1/health')).json()
      expect(after.data.installation_id).toBe(before.data.installation_id)
    } finally {
      await second.stop()
      await first.close().catch(() => undefined)
    }
  })
})
