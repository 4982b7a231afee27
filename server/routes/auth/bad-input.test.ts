import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { startTestServer, type TestServer } from '../../../tests/api/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const register = (json: unknown, headers: Record<string, string> = {}) =>
  server.api('/api/v1/auth/register', { method: 'POST', json, headers })

async function errorsOf(response: Response) {
  expect(response.status).toBe(400)
  const body = await response.json()
  expect(body).toMatchObject({ success: false, data: null, message: expect.any(String) })
  return body.errors
}

describe('register: SPEC §5 rules, one code per failing field', () => {
  it.each([
    [{ first_name: '' }, { first_name: ['common.input_error.first_name'] }],
    [{ last_name: undefined }, { last_name: ['common.input_error.last_name'] }],
    [{ email: 'ada@' }, { email: ['common.input_error.email_error'] }],
    [
      { password: 'Sh0rt!', password_confirmation: 'Sh0rt!' },
      { password: ['common.input_error.password_error'] },
    ],
    [
      { password: 'alllower1!', password_confirmation: 'alllower1!' },
      { password: ['common.input_error.strength_password'] },
    ],
    [
      { password: 'ALLUPPER1!', password_confirmation: 'ALLUPPER1!' },
      { password: ['common.input_error.strength_password'] },
    ],
    [
      { password: 'NoDigits!!', password_confirmation: 'NoDigits!!' },
      { password: ['common.input_error.strength_password'] },
    ],
    [
      { password: 'NoSpecial12', password_confirmation: 'NoSpecial12' },
      { password: ['common.input_error.strength_password'] },
    ],
    [
      { password_confirmation: `${STRONG_PASSWORD}?` },
      { password_confirmation: ['common.input_error.password_match'] },
    ],
    [{ password_confirmation: '' }, { password_confirmation: ['common.input_error.repeat_password'] }],
    [
      { accept_privacy_policy: false },
      { accept_privacy_policy: ['common.input_error.accept_privacy_policy'] },
    ],
    [{ marketing_consent: undefined }, { marketing_consent: ['common.input_error.marketing_consent'] }],
    [{ profiling_consent: 'yes' }, { profiling_consent: ['common.input_error.profiling_consent'] }],
    [{ language: 'fr' }, { language: ['common.input_error.language'] }],
    [{ country: 'ZZ' }, { country: ['common.input_error.country'] }],
    [{ postal_code: '20A21' }, { postal_code: ['common.input_error.postal_code_format'] }],
    [{ country: 'FR', postal_code: '7500' }, { postal_code: ['common.input_error.postal_code_format'] }],
  ])('%o', async (change, expected) => {
    expect(await errorsOf(await register(JSON.parse(JSON.stringify(registration(change)))))).toEqual(expected)
  })

  it('reports every failing field at once', async () => {
    const errors = await errorsOf(await register(registration({ first_name: '', email: 'x', password: 'a' })))
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'password'])
  })
})

describe('bad requests of every kind get a 4xx envelope, never a 5xx', () => {
  it('refuses an unknown field (strict bodies)', async () => {
    const errors = await errorsOf(await register(registration({ is_admin: true })))
    expect(errors).toEqual({ is_admin: ['common.input_error.unknown_field'] })
  })

  it.each([
    ['an array', []],
    ['a string', 'hello'],
    ['null', null],
    ['a number', 42],
  ])('refuses %s as the body', async (_, json) => {
    const response = await register(json)
    expect(response.status).toBe(400)
    expect((await response.json()).success).toBe(false)
  })

  it('refuses a body that is not JSON', async () => {
    const response = await server.api('/api/v1/auth/login', {
      method: 'POST',
      body: '{"email": "a@b.co", ',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('The request body is not valid JSON.')
  })

  it('refuses a form-encoded body with 415', async () => {
    const response = await server.api('/api/v1/auth/login', {
      method: 'POST',
      body: 'email=a@b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(415)
    expect((await response.json()).success).toBe(false)
  })

  it('refuses an oversized body with 413', async () => {
    const response = await register(registration({ first_name: 'x'.repeat(70 * 1024) }))
    expect(response.status).toBe(413)
  })

  it('takes SQL metacharacters and unicode as plain data', async () => {
    const response = await server.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: "a'; DROP TABLE users;--@example.com", password: "' OR '1'='1" },
    })
    expect([400, 401]).toContain(response.status)
    const ok = await register(registration({ first_name: 'Ñandú 🚗', last_name: "d'Este; --" }))
    expect(ok.status).toBe(201)
    expect((await ok.json()).data.user).toMatchObject({ first_name: 'Ñandú 🚗', last_name: "d'Este; --" })
  })

  it('answers in Italian from Accept-Language when the body names no language', async () => {
    const response = await server.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: 'bad' },
      headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' },
    })
    const body = await response.json()
    expect(body.message).toBe('Alcuni campi non sono validi.')
    expect(body.errors).toEqual({
      email: ['common.input_error.email_error'],
      password: ['common.input_error.password_error'],
    })
  })

  it('nothing is half-written: a refused registration leaves no account behind', async () => {
    const body = registration({ country: 'ZZ' })
    await register(body)
    const retry = await register({ ...body, country: 'IT' })
    expect(retry.status).toBe(201)
  })
})
