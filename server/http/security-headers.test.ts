import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import type { AppEnv } from './context'
import { securityHeaders } from './security-headers'

const appWith = (env: Record<string, string>) =>
  new Hono<AppEnv>().use('*', securityHeaders(loadConfig(env))).get('/', (c) => c.text('ok'))

const hsts = async (app: ReturnType<typeof appWith>, url: string, headers: Record<string, string> = {}) =>
  (await app.request(url, { headers })).headers.get('Strict-Transport-Security')

describe('HSTS', () => {
  it('is sent on a request that came over https, and only then', async () => {
    const app = appWith({})
    expect(await hsts(app, 'https://altura.example/')).toBe('max-age=31536000; includeSubDomains')
    expect(await hsts(app, 'http://altura.example/')).toBeNull()
    // A path that merely mentions https does not count.
    expect(await hsts(app, 'http://altura.example/?next=https://altura.example/')).toBeNull()
  })

  it('follows a trusted proxy over the request itself', async () => {
    const trusted = appWith({ TRUST_PROXY: 'true' })
    expect(await hsts(trusted, 'http://altura.example/', { 'x-forwarded-proto': 'https' })).not.toBeNull()
    expect(await hsts(trusted, 'https://altura.example/', { 'x-forwarded-proto': 'http' })).toBeNull()
    const untrusted = appWith({})
    expect(await hsts(untrusted, 'http://altura.example/', { 'x-forwarded-proto': 'https' })).toBeNull()
  })
})
