import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestEmail, registerUser, registration, resetLinkOf } from '../../../tests/api/accounts'
import { startTestServer, TEST_API_KEY, type TestServer } from '../../../tests/api/harness'
import { addressKeys } from './limits'

/** A POST with headers fetch will not send as given (Host). */
function rawPost(base: string, path: string, json: unknown, headers: Record<string, string>) {
  const body = JSON.stringify(json)
  const url = new URL(path, base)
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-key': TEST_API_KEY,
          ...headers,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe.each([
  ['TRUST_PROXY unset', {}],
  ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }],
])('emailed links with PUBLIC_URL unset, %s', (_, env) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('point at the origin the server listens on, whatever Host or X-Forwarded-* say', async () => {
    const account = await registerUser(server)
    const status = await rawPost(
      server.url,
      '/api/v1/auth/forgot-password',
      { language: 'en', email: account.email, family_code: 'jaguar' },
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
      },
    )
    expect(status).toBe(200)
    const email = await latestEmail(server, account.email)
    const link = resetLinkOf(email?.text ?? '')
    expect(link.url.origin).toBe(server.url)
    expect(email?.html).not.toContain('evil.example')
  })
})

describe('registration limit', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { REGISTRATIONS_PER_HOUR: '3', TRUST_PROXY: 'true' } })
  })
  afterAll(async () => {
    await server?.close()
  })

  const register = (from: string, body = registration()) =>
    server.api('/api/v1/auth/register', { method: 'POST', json: body, headers: { 'x-forwarded-for': from } })

  it('refuses a client past its hourly accounts with the 429 envelope, and sends no more welcomes', async () => {
    const bodies = Array.from({ length: 5 }, () => registration())
    const statuses: number[] = []
    for (const body of bodies) statuses.push((await register('203.0.113.7', body)).status)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    const refused = await register('203.0.113.7')
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toMatchObject({ success: false, data: null })
    for (const body of bodies.slice(3)) expect(await latestEmail(server, body.email)).toBeUndefined()
    // Another client is not affected.
    expect((await register('198.51.100.20')).status).toBe(201)
  })

  it('counts a whole /24 (ten times the limit), so hopping addresses in a range buys little', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await register(`192.0.2.${i + 1}`)).status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual([429, 429])
  })

  it('counts an IPv6 client by its /64', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await register(`2001:db8:1:2::${i + 1}`)).status)
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})

describe('addressKeys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['::1', '0:0:0:0::/64', '0:0:0::/48'],
  ])('%s', (ip, client, range) => {
    expect(addressKeys(ip)).toEqual({ client, range })
  })
})
