import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, registerUser, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { LIMITS } from './limits'

const clock = testClock(new Date('2026-03-02T10:00:00Z'))
let server: TestServer
let ipCounter = 0

beforeAll(async () => {
  // Behind a trusted proxy the client address is the last X-Forwarded-For entry: each test gets its own.
  server = await startTestServer({ clock, env: { TRUST_PROXY: 'true' } })
})
afterAll(async () => {
  await server?.close()
})

const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` })
const forgot = (email: string, headers: Record<string, string>) =>
  server.api('/api/v1/auth/forgot-password', {
    method: 'POST',
    json: { language: 'en', email, family_code: 'jaguar' },
    headers,
  })

async function expect429(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  const body = await response.json()
  expect(body).toMatchObject({ success: false, data: null })
  expect(body.message).toContain(`${retryAfter} seconds`)
  return retryAfter
}

describe('login rate limit', () => {
  it('blocks an email at one address after 10 failures, even with the right password, until the window passes', async () => {
    const account = await registerUser(server)
    const ip = freshIp()
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i++) {
      expect((await login(server, account.email, 'Wrong!pass1', ip)).status).toBe(401)
    }
    const retryAfter = await expect429(await login(server, account.email, STRONG_PASSWORD, ip))
    clock.advance(retryAfter * 1000)
    expect((await login(server, account.email, STRONG_PASSWORD, ip)).status).toBe(200)
  })

  it('does not lock the owner out: failures from another address leave the owner their own tries', async () => {
    const account = await registerUser(server)
    const attacker = freshIp()
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max + 5; i++) {
      expect([401, 429]).toContain((await login(server, account.email, 'Wrong!pass1', attacker)).status)
    }
    await expect429(await login(server, account.email, 'Wrong!pass1', attacker))
    const owner = freshIp()
    expect((await login(server, account.email, STRONG_PASSWORD, owner)).status).toBe(200)
    expect((await login(server, account.email, 'Typo!pass1', owner)).status).toBe(401)
    expect((await login(server, account.email, STRONG_PASSWORD, owner)).status).toBe(200)
  })

  it('checks at most the limit of concurrent wrong guesses, counted atomically in the database', async () => {
    const account = await registerUser(server)
    const ip = freshIp()
    const statuses = await Promise.all(
      Array.from({ length: 35 }, () => login(server, account.email, 'Wrong!pass1', ip).then((r) => r.status)),
    )
    const checked = statuses.filter((status) => status === 401).length
    expect(statuses.filter((status) => status === 429).length).toBe(35 - checked)
    expect(checked).toBeLessThanOrEqual(LIMITS.loginPerEmailAndIp.max)
    expect(checked).toBe(LIMITS.loginPerEmailAndIp.max)
  })

  it('bounds guessing spread over many addresses at 100 failures per email', async () => {
    const account = await registerUser(server)
    const addresses = Array.from(
      { length: LIMITS.loginPerEmail.max / LIMITS.loginPerEmailAndIp.max },
      freshIp,
    )
    await Promise.all(
      addresses.map(async (ip) => {
        for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i++) {
          expect((await login(server, account.email, 'Wrong!pass1', ip)).status).toBe(401)
        }
      }),
    )
    const retryAfter = await expect429(await login(server, account.email, STRONG_PASSWORD, freshIp()))
    clock.advance(retryAfter * 1000)
    expect((await login(server, account.email, STRONG_PASSWORD, freshIp())).status).toBe(200)
  }, 120_000)

  it('does not count successful logins', async () => {
    const account = await registerUser(server)
    const ip = freshIp()
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max + 2; i++) {
      expect((await login(server, account.email, STRONG_PASSWORD, ip)).status).toBe(200)
    }
  })

  it('blocks an address after 50 failures across many emails', async () => {
    const ip = freshIp()
    for (let i = 0; i < LIMITS.loginPerIp.max; i++) {
      expect((await login(server, `guess-${i}@example.com`, 'Wrong!pass1', ip)).status).toBe(401)
    }
    const account = await registerUser(server)
    await expect429(await login(server, account.email, STRONG_PASSWORD, ip))
    // Another address is not affected.
    expect((await login(server, account.email, STRONG_PASSWORD, freshIp())).status).toBe(200)
    clock.advance(LIMITS.loginPerIp.windowMs)
    expect((await login(server, account.email, STRONG_PASSWORD, ip)).status).toBe(200)
  }, 120_000)

  it('uses the address of the connection when the proxy is not trusted', async () => {
    const direct = await startTestServer({ clock })
    try {
      const ip = { 'x-forwarded-for': '198.51.100.7' }
      const account = await registerUser(direct)
      for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i++)
        await login(direct, account.email, 'Wrong!pass1', ip)
      // A forged header does not give a fresh allowance.
      await expect429(
        await login(direct, account.email, 'Wrong!pass1', { 'x-forwarded-for': '198.51.100.8' }),
      )
    } finally {
      await direct.close()
    }
  })
})

describe('forgot-password rate limit', () => {
  it('allows 5 requests per email in 15 minutes, then 429, then recovers', async () => {
    const account = await registerUser(server)
    for (let i = 0; i < LIMITS.forgotPerEmail.max; i++) {
      expect((await forgot(account.email, freshIp())).status).toBe(200)
    }
    const retryAfter = await expect429(await forgot(account.email, freshIp()))
    clock.advance(retryAfter * 1000)
    expect((await forgot(account.email, freshIp())).status).toBe(200)
  })

  it('limits one address to 20 requests, whatever the emails', async () => {
    const ip = freshIp()
    for (let i = 0; i < LIMITS.forgotPerIp.max; i++) {
      expect((await forgot(`someone-${i}@example.com`, ip)).status).toBe(200)
    }
    await expect429(await forgot('someone-else@example.com', ip))
    clock.advance(LIMITS.forgotPerIp.windowMs)
    expect((await forgot('someone-else@example.com', ip)).status).toBe(200)
  })
})
