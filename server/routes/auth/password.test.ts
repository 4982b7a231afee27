import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  latestEmail,
  login,
  registerUser,
  resetLinkOf,
  STRONG_PASSWORD,
} from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'

const clock = testClock(new Date('2026-03-02T10:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock, env: { PUBLIC_URL: 'https://rent.example.com/' } })
})
afterAll(async () => {
  await server?.close()
})

const post = (path: string, json?: unknown, headers: Record<string, string> = {}) =>
  server.api(`/api/v1${path}`, { method: 'POST', ...(json === undefined ? {} : { json }), headers })
const me = (token: string) => server.api('/api/v1/user', { headers: bearer(token) })
const NEW_PASSWORD = 'N3w-password'

async function forgot(email: string, language = 'en', family = 'jaguar') {
  return post('/auth/forgot-password', { language, email, family_code: family })
}

describe('forgot password', () => {
  it('emails a reset link to /{family}/autentication/reset-password in the asked language', async () => {
    const account = await registerUser(server)
    const response = await forgot(account.email, 'it', 'defender')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ success: true, data: null })
    const email = await latestEmail(server, account.email)
    expect(email).toMatchObject({ kind: 'password_reset', language: 'it' })
    expect(email?.subject).toContain('reimposta la password')
    const link = resetLinkOf(email?.text ?? '')
    expect(link.url.origin + link.url.pathname).toBe(
      'https://rent.example.com/defender/autentication/reset-password',
    )
    expect(link.email).toBe(account.email)
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(email?.html).toContain('reset-password?token=')
  })

  it('answers the same for an unknown email and writes no email (no enumeration)', async () => {
    const known = await registerUser(server)
    const a = await (await forgot(known.email)).json()
    const b = await (await forgot('nobody-at-all@example.com')).json()
    expect(b).toEqual(a)
    expect(await latestEmail(server, 'nobody-at-all@example.com')).toBeUndefined()
  })

  it.each([
    [
      { language: 'en', email: 'no-at-sign', family_code: 'jaguar' },
      'email',
      'common.input_error.email_error',
    ],
    [
      { language: 'en', email: 'a@b.co', family_code: 'ferrari' },
      'family_code',
      'common.input_error.family_code',
    ],
    [{ language: 'de', email: 'a@b.co', family_code: 'jaguar' }, 'language', 'common.input_error.language'],
    [{ language: 'en', family_code: 'jaguar' }, 'email', 'common.input_error.email_error'],
  ])('refuses %o', async (body, field, code) => {
    const response = await post('/auth/forgot-password', body)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ [field]: [code] })
  })
})

describe('reset password', () => {
  async function resetLink() {
    const account = await registerUser(server)
    await forgot(account.email)
    const email = await latestEmail(server, account.email)
    return { account, ...resetLinkOf(email?.text ?? '') }
  }
  const reset = (token: string, email: string, password = NEW_PASSWORD, confirmation = password) =>
    post('/auth/reset-password', {
      token,
      email,
      password,
      password_confirmation: confirmation,
      language: 'en',
    })

  it('sets the new password, revokes every session, and the link works once', async () => {
    const { account, token, email } = await resetLink()
    const response = await reset(token, email)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      success: true,
      message: 'Your password was changed. Log in with it.',
    })
    expect((await me(account.token)).status).toBe(401)
    expect((await login(server, account.email, STRONG_PASSWORD)).status).toBe(401)
    expect((await login(server, account.email, NEW_PASSWORD)).status).toBe(200)
    const again = await reset(token, email, 'An0ther-pass')
    expect(again.status).toBe(400)
    expect((await again.json()).errors).toEqual({ token: ['common.input_error.token'] })
  })

  it('keeps the Bearer session of the same user who resets while logged in', async () => {
    const { account, token, email } = await resetLink()
    const other = (await (await login(server, account.email, STRONG_PASSWORD)).json()).data.token
    const response = await post(
      '/auth/reset-password',
      { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      bearer(account.token),
    )
    expect(response.status).toBe(200)
    expect((await me(account.token)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
  })

  it('refuses a password registration would refuse (SPEC §5 strength), and the link still works', async () => {
    const { token, email } = await resetLink()
    const weak = await post('/auth/reset-password', {
      token,
      email,
      password: 'longenough1',
      password_confirmation: 'longenough1',
      language: 'it',
    })
    expect(weak.status).toBe(400)
    expect(await weak.json()).toMatchObject({
      message: 'Alcuni campi non sono validi.',
      errors: { password: ['common.input_error.strength_password'] },
    })
    expect((await reset(token, email)).status).toBe(200)
  })

  it('expires after 60 minutes', async () => {
    const { token, email } = await resetLink()
    clock.advance(61 * 60_000)
    expect((await reset(token, email)).status).toBe(400)
  })

  it('refuses a token with another email, and a made-up token', async () => {
    const { token } = await resetLink()
    const stranger = await registerUser(server)
    expect((await reset(token, stranger.email)).status).toBe(400)
    expect((await reset('A'.repeat(43), stranger.email)).status).toBe(400)
  })

  it.each([
    ['short', 'short', 'password', 'common.input_error.password_error'],
    [NEW_PASSWORD, `${NEW_PASSWORD}x`, 'password_confirmation', 'common.input_error.password_match'],
    [NEW_PASSWORD, '', 'password_confirmation', 'common.input_error.repeat_password'],
  ])('checks SPEC §5 on %s / %s', async (password, confirmation, field, code) => {
    const { token, email } = await resetLink()
    const response = await reset(token, email, password, confirmation)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ [field]: [code] })
  })
})

describe('change password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    post('/auth/change-password', { language: 'en', ...body }, bearer(token))

  it('changes the password, keeps this session and revokes the others', async () => {
    const account = await registerUser(server)
    const other = (await (await login(server, account.email, STRONG_PASSWORD)).json()).data.token
    const response = await change(account.token, {
      current_password: STRONG_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.status).toBe(200)
    expect((await me(account.token)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    expect((await login(server, account.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses a wrong current password', async () => {
    const account = await registerUser(server)
    const response = await change(account.token, {
      current_password: 'Wrong-pass1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({
      current_password: ['common.input_error.wrong_current_password'],
    })
  })

  it.each([
    [
      { current_password: '12345', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { current_password: ['common.input_error.current_password'] },
    ],
    [
      { current_password: STRONG_PASSWORD, password: 'short', password_confirmation: 'short' },
      { password: ['common.input_error.password_error'] },
    ],
    [
      { current_password: STRONG_PASSWORD, password: 'longenough1', password_confirmation: 'longenough1' },
      { password: ['common.input_error.strength_password'] },
    ],
    [
      { current_password: STRONG_PASSWORD, password: NEW_PASSWORD, password_confirmation: 'different1' },
      { password_confirmation: ['common.input_error.password_match'] },
    ],
    [
      { current_password: STRONG_PASSWORD, password: NEW_PASSWORD },
      { password_confirmation: ['common.input_error.repeat_password'] },
    ],
  ])('checks SPEC §5: %o', async (body, errors) => {
    const account = await registerUser(server)
    const response = await change(account.token, body)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual(errors)
  })

  it('accepts a current password of 6 characters (older accounts)', async () => {
    const account = await registerUser(server)
    const response = await change(account.token, {
      current_password: '123456',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    // Well-formed but wrong: the rule lets it through to the password check.
    expect((await response.json()).errors).toEqual({
      current_password: ['common.input_error.wrong_current_password'],
    })
  })
})
