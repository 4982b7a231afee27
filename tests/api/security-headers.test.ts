import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
let staticDir: string

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'altura-static-'))
  mkdirSync(path.join(staticDir, 'assets'))
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app shell</title>')
  writeFileSync(path.join(staticDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)')
  server = await startTestServer({ env: { STATIC_DIR: staticDir, TRUST_PROXY: 'true' } })
})
afterAll(async () => {
  await server?.close()
  rmSync(staticDir, { recursive: true, force: true })
})

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("worker-src 'self' blob:")
  expect(csp).toContain("object-src 'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('same-origin')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
}

describe('security headers', () => {
  it.each([
    ['the page', '/jaguar', { apiKey: null }],
    ['an asset', '/assets/index-AbCdEf12.js', { apiKey: null }],
    ['an API answer', '/api/v1/vehicle-models?family_code=jaguar', {}],
    ['an API error', '/api/v1/vehicle-models', { apiKey: 'wrong-key-123' }],
    ['an unknown API call', '/api/v1/nothing-here', {}],
  ])('are on %s', async (_, pathname, init) => {
    const response = await server.api(pathname, init)
    expect(response.status).toBeLessThan(500)
    expectSecurityHeaders(response)
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('adds HSTS when a trusted proxy says the request came over https', async () => {
    const response = await server.api('/jaguar', { apiKey: null, headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/)
    const plain = await server.api('/jaguar', { apiKey: null, headers: { 'x-forwarded-proto': 'http' } })
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  it('ignores X-Forwarded-Proto from clients when the proxy is not trusted', async () => {
    const direct = await startTestServer({ env: { STATIC_DIR: staticDir } })
    try {
      const response = await direct.api('/jaguar', {
        apiKey: null,
        headers: { 'x-forwarded-proto': 'https' },
      })
      expectSecurityHeaders(response)
      expect(response.headers.get('strict-transport-security')).toBeNull()
    } finally {
      await direct.close()
    }
  })
})
