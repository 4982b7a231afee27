import { describe, expect, it } from 'vitest'
import { bearer, latestEmail, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { TEST_NOW } from '../bookings/test-helpers'
import { PUBLIC_URL, staffWorld } from './dealer-staff.test-support'

/**
 * Dealer staff sign-in (issue 33): staff sign in, rate-limited as customers, refresh, log out and reset
 * a forgotten password through an emailed link.
 */
const w = staffWorld()

describe('signing in, refreshing, logging out', () => {
  it('signs in with the right password only, and not before the password is set', async () => {
    const staff = await w.staffOf(w.dealerA)
    const login = await w.post('/dealer/auth/login', {
      email: staff.email.toUpperCase(),
      password: STRONG_PASSWORD,
    })
    expect(login.status).toBe(200)
    const body = await login.json()
    expect(body.data).toMatchObject({ token: expect.stringMatching(/^ds_/), staff: { id: staff.id } })
    expect(body.data.expires_at).toEqual(expect.any(String))
    const wrong = await w.post('/dealer/auth/login', { email: staff.email, password: 'Wr0ng!Pass' })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).message).toBe('Email or password is not correct.')
    const invited = w.newEmail('invited')
    await w.invite(w.dealerA, invited)
    expect((await w.post('/dealer/auth/login', { email: invited, password: STRONG_PASSWORD })).status).toBe(
      401,
    )
    // A w.customer's credentials are not a staff member's.
    expect(
      (await w.post('/dealer/auth/login', { email: w.customer.email, password: w.customer.password })).status,
    ).toBe(401)
  })

  it('limits failed sign-ins as for customers: the eleventh failure from one address answers 429', async () => {
    const staff = await w.staffOf(w.dealerA)
    const from = { 'x-forwarded-for': '203.0.113.77' }
    for (let i = 0; i < 10; i++) {
      const response = await w.post(
        '/dealer/auth/login',
        { email: staff.email, password: 'Wr0ng!Pass' },
        from,
      )
      expect(response.status).toBe(401)
    }
    const refused = await w.post(
      '/dealer/auth/login',
      { email: staff.email, password: STRONG_PASSWORD },
      from,
    )
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another address still signs in.
    const other = { 'x-forwarded-for': '203.0.113.78' }
    expect(
      (await w.post('/dealer/auth/login', { email: staff.email, password: STRONG_PASSWORD }, other)).status,
    ).toBe(200)
  })

  it('refreshes once (the old token works for its grace only), and logs out', async () => {
    const staff = await w.staffOf(w.dealerA)
    const refreshed = await w.post('/dealer/auth/refresh', null, bearer(staff.token))
    expect(refreshed.status).toBe(200)
    const { token } = (await refreshed.json()).data
    expect(token).toMatch(/^ds_/)
    expect((await w.server.api('/api/v1/dealer/me', { headers: bearer(staff.token) })).status).toBe(200)
    expect((await w.post('/dealer/auth/refresh', null, bearer(staff.token))).status).toBe(401)
    w.clock.advance(31_000)
    try {
      expect((await w.server.api('/api/v1/dealer/me', { headers: bearer(staff.token) })).status).toBe(401)
      expect((await w.server.api('/api/v1/dealer/me', { headers: bearer(token) })).status).toBe(200)
    } finally {
      w.clock.set(TEST_NOW)
    }
    const out = await w.post('/dealer/auth/logout', null, bearer(token))
    expect(out.status).toBe(200)
    expect((await w.server.api('/api/v1/dealer/me', { headers: bearer(token) })).status).toBe(401)
    expect((await w.post('/dealer/auth/logout', null, bearer(token))).status).toBe(401)
  })
})

describe('a forgotten password', () => {
  it('is reset through an emailed link to /dealer/reset-password: once, ending the other sessions', async () => {
    const staff = await w.staffOf(w.dealerA)
    const forgot = await w.post(
      '/dealer/auth/forgot',
      { email: staff.email },
      { 'x-forwarded-host': 'evil.example' },
    )
    expect(forgot.status).toBe(200)
    const message = (await forgot.json()).message
    expect(message).toBe('If a member of staff has this email, we sent them a link to reset the password.')
    const { url, token, mail } = await w.linkTo(staff.email, 'reset-password')
    expect(url.origin).toBe(PUBLIC_URL)
    expect(mail).toMatchObject({ kind: 'dealer_password_reset', language: 'it' })
    const password = 'N3w!Password'
    const reset = await w.post('/dealer/auth/reset', { token, password })
    expect(reset.status).toBe(200)
    expect((await reset.json()).data.token).toMatch(/^ds_/)
    expect((await w.server.api('/api/v1/dealer/me', { headers: bearer(staff.token) })).status).toBe(401)
    expect(
      (await w.post('/dealer/auth/login', { email: staff.email, password: STRONG_PASSWORD })).status,
    ).toBe(401)
    expect((await w.post('/dealer/auth/login', { email: staff.email, password })).status).toBe(200)
    const again = await w.post('/dealer/auth/reset', { token, password: STRONG_PASSWORD })
    expect(again.status).toBe(400)
    expect((await again.json()).errors).toEqual({ token: ['dealer.link_used'] })
    // An invitation's token is not a reset's, nor the other way round.
    const other = await w.staffOf(w.dealerA)
    await w.post('/dealer/auth/forgot', { email: other.email })
    const resetToken = (await w.linkTo(other.email, 'reset-password')).token
    const crossed = await w.post('/dealer/auth/set-password', { token: resetToken, password })
    expect((await crossed.json()).errors).toEqual({ token: ['dealer.link_invalid'] })
  })

  it('answers the same for an unknown email, sends nothing, and is rate-limited per email', async () => {
    const unknown = w.newEmail('nobody')
    const response = await w.post('/dealer/auth/forgot', { email: unknown })
    expect(response.status).toBe(200)
    expect((await response.json()).message).toBe(
      'If a member of staff has this email, we sent them a link to reset the password.',
    )
    expect(await latestEmail(w.server, unknown)).toBeUndefined()
    const staff = await w.staffOf(w.dealerA)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const from = { 'x-forwarded-for': `198.51.100.${i + 1}` }
      statuses.push((await w.post('/dealer/auth/forgot', { email: staff.email }, from)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
