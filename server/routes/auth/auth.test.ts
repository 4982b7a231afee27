import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, login, registerUser, registration, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'

const clock = testClock(new Date('2026-03-02T10:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TOKEN_TTL_MINUTES: '60' } })
})
afterAll(async () => {
  await server?.close()
})

const post = (path: string, json?: unknown, headers: Record<string, string> = {}) =>
  server.api(`/api/v1${path}`, { method: 'POST', ...(json === undefined ? {} : { json }), headers })
const me = (token: string) => server.api('/api/v1/user', { headers: bearer(token) })

describe('register', () => {
  it('creates the account, logs it in and returns the SPEC user shape', async () => {
    const body = registration({ first_name: 'Zoë', last_name: "O'Brien-Łukasz 李" })
    const response = await post('/auth/register', body)
    expect(response.status).toBe(201)
    const payload = await response.json()
    expect(payload).toMatchObject({ success: true, message: 'Your account is ready.' })
    expect(payload.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Date(payload.data.expires_at).getTime()).toBe(clock.now().getTime() + 60 * 60_000)
    expect(payload.data.user).toMatchObject({
      first_name: 'Zoë',
      last_name: "O'Brien-Łukasz 李",
      email: body.email,
      title: null,
      address: {
        alias: null,
        address: 'Via Roma',
        house_number: '1',
        additional_info: 'Scala B',
        city: 'Milano',
        postal_code: '20121',
        country: 'IT',
        address_type: 'home',
      },
      address_type: 'home',
      preference: {
        contact_phone: null,
        language_code: 'en',
        send_billing_to_this_address: false,
        contact_by_jlr: false,
        no_communications_from_jlr: true,
        contact_by_email: false,
        contact_by_sms: false,
        contact_by_phone: false,
        contact_by_post: false,
      },
      marketing_consent: false,
      profiling_consent: true,
    })
    expect(payload.data.user).not.toHaveProperty('password_hash')
  })

  it('registers without an address (the address block is optional)', async () => {
    const body = registration({
      address: undefined,
      house_number: undefined,
      city: undefined,
      postal_code: undefined,
    })
    const response = await post('/auth/register', JSON.parse(JSON.stringify(body)))
    expect(response.status).toBe(201)
    expect((await response.json()).data.user.address).toBeNull()
  })

  it('refuses a second account for the same email, whatever its case', async () => {
    const first = await registerUser(server)
    const response = await post('/auth/register', registration({ email: first.email.toUpperCase() }))
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      success: false,
      data: null,
      errors: { email: ['common.input_error.email_taken'] },
    })
  })

  it('answers in Italian when the body asks for it', async () => {
    const response = await post('/auth/register', registration({ language: 'it', first_name: '' }))
    expect(response.status).toBe(400)
    const payload = await response.json()
    expect(payload.message).toBe('Alcuni campi non sono validi.')
    expect(payload.errors).toEqual({ first_name: ['common.input_error.first_name'] })
  })

  it('writes a welcome email to the outbox', async () => {
    const account = await registerUser(server, { language: 'it' })
    const outbox = await (await server.api(`/api/v1/dev/outbox?to=${account.email}`)).json()
    expect(outbox.data).toHaveLength(1)
    expect(outbox.data[0]).toMatchObject({ kind: 'welcome', language: 'it', to: account.email })
    expect(outbox.data[0].subject).toContain('benvenuto')
  })
})

describe('login', () => {
  it('logs in with the right password, case-insensitively on the email', async () => {
    const account = await registerUser(server)
    const response = await login(server, account.email.toUpperCase(), STRONG_PASSWORD)
    expect(response.status).toBe(200)
    const payload = await response.json()
    expect(payload.data).toMatchObject({ token: expect.any(String), expires_at: expect.any(String) })
    expect(payload.data.user.email).toBe(account.email)
    expect(payload.data.token).not.toBe(account.token)
  })

  it.each([
    ['a wrong password', (email: string) => [email, 'Wrong!Pass1']],
    ['an unknown email', () => ['nobody-here@example.com', STRONG_PASSWORD]],
  ])('refuses %s with the same 401 answer', async (_, credentials) => {
    const account = await registerUser(server)
    const [email, password] = credentials(account.email) as [string, string]
    const response = await login(server, email, password)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      success: false,
      message: 'Email or password is not correct.',
      data: null,
      errors: { email: ['auth.invalid_credentials'], password: ['auth.invalid_credentials'] },
    })
  })

  it('accepts a 64-character password and refuses one over 128 with a clear error', async () => {
    const long = `Aa1!${'x'.repeat(60)}`
    const account = await registerUser(server, { password: long, password_confirmation: long })
    expect((await login(server, account.email, long)).status).toBe(200)
    const response = await login(server, account.email, 'x'.repeat(129))
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ password: ['common.input_error.password_too_long'] })
  })
})

describe('the Bearer token', () => {
  it('reads the own profile with GET /user', async () => {
    const account = await registerUser(server)
    const response = await me(account.token)
    expect(response.status).toBe(200)
    expect((await response.json()).data.email).toBe(account.email)
  })

  it.each([
    ['no header', {}, 'auth.token_required'],
    ['an unknown token', bearer('A'.repeat(43)), 'auth.token_invalid'],
    ['a malformed header', { authorization: 'Basic abc' }, 'auth.token_invalid'],
  ])('answers %s with 401 and the envelope', async (_, headers, code) => {
    const response = await server.api('/api/v1/user', { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    const payload = await response.json()
    expect(payload).toMatchObject({ success: false, data: null })
    expect(payload.message).toBe(
      code === 'auth.token_required'
        ? 'Log in to continue (Authorization: Bearer token).'
        : 'The session is not valid or has expired. Log in again.',
    )
  })

  it('expires after TOKEN_TTL_MINUTES on the injected clock', async () => {
    const account = await registerUser(server)
    clock.advance(59 * 60_000)
    expect((await me(account.token)).status).toBe(200)
    clock.advance(60_000)
    expect((await me(account.token)).status).toBe(401)
    expect((await post('/auth/refresh-token', undefined, bearer(account.token))).status).toBe(401)
  })

  it('refresh issues a new token; the old one answers 30 s more (calls already on their way), never refreshes again', async () => {
    const account = await registerUser(server)
    clock.advance(30 * 60_000)
    const response = await post('/auth/refresh-token', undefined, bearer(account.token))
    expect(response.status).toBe(200)
    const payload = await response.json()
    expect(Object.keys(payload.data).sort()).toEqual(['expires_at', 'token'])
    expect(new Date(payload.data.expires_at).getTime()).toBe(clock.now().getTime() + 60 * 60_000)
    expect((await me(payload.data.token)).status).toBe(200)
    expect((await post('/auth/refresh-token', undefined, bearer(account.token))).status).toBe(401)
    clock.advance(29_000)
    expect((await me(account.token)).status).toBe(200)
    clock.advance(1_000)
    expect((await me(account.token)).status).toBe(401)
    expect((await me(payload.data.token)).status).toBe(200)
  })

  it('logout and a password change end a refreshed token at once, grace or not', async () => {
    const account = await registerUser(server)
    const refreshed = (await (await post('/auth/refresh-token', undefined, bearer(account.token))).json())
      .data
    expect((await post('/auth/logout', undefined, bearer(account.token))).status).toBe(200)
    expect((await me(account.token)).status).toBe(401)
    expect((await me(refreshed.token)).status).toBe(200)

    const other = await registerUser(server)
    const next = (await (await post('/auth/refresh-token', undefined, bearer(other.token))).json()).data
    const changed = await post(
      '/auth/change-password',
      {
        current_password: STRONG_PASSWORD,
        password: 'An0ther!Pass9',
        password_confirmation: 'An0ther!Pass9',
      },
      bearer(next.token),
    )
    expect(changed.status).toBe(200)
    expect((await me(other.token)).status).toBe(401)
    expect((await me(next.token)).status).toBe(200)
  })

  it('logout revokes the token and leaves other sessions alone', async () => {
    const account = await registerUser(server)
    const other = (await (await login(server, account.email, STRONG_PASSWORD)).json()).data.token
    const response = await post('/auth/logout', undefined, bearer(account.token))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ success: true, data: null })
    expect((await me(account.token)).status).toBe(401)
    expect((await post('/auth/logout', undefined, bearer(account.token))).status).toBe(401)
    expect((await me(other)).status).toBe(200)
  })

  it.each([
    '/auth/refresh-token',
    '/auth/logout',
    '/auth/change-password',
  ])('requires a token on %s', async (path) => {
    expect((await post(path, {})).status).toBe(401)
  })
})
