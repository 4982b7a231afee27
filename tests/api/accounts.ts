import { randomBytes } from 'node:crypto'
import type { TestServer } from './harness'

export const STRONG_PASSWORD = 'Str0ng!Pass'

/** A distinct, valid registration body; tests override what they exercise. */
export function registration(overrides: Record<string, unknown> = {}) {
  const email = `user-${randomBytes(5).toString('hex')}@example.com`
  return {
    language: 'en',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    accept_privacy_policy: true,
    marketing_consent: false,
    profiling_consent: true,
    address: 'Via Roma',
    house_number: '1',
    additional_info: 'Scala B',
    country: 'IT',
    city: 'Milano',
    postal_code: '20121',
    ...overrides,
  }
}

export type Account = { email: string; password: string; token: string; user: Record<string, unknown> }

/** Registers a fresh user and returns its credentials and first token. */
export async function registerUser(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const body = registration(overrides)
  const response = await server.api('/api/v1/auth/register', { method: 'POST', json: body })
  const payload = await response.json()
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(payload)}`)
  return { email: body.email, password: body.password, token: payload.data.token, user: payload.data.user }
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}

export async function login(
  server: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return server.api('/api/v1/auth/login', { method: 'POST', json: { email, password }, headers })
}

/** The newest email the server wrote to `to`, from the dev outbox. */
export async function latestEmail(server: TestServer, to: string) {
  const response = await server.api(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)
  const body = await response.json()
  return body.data[0] as
    | { subject: string; text: string; html: string; kind: string; language: string }
    | undefined
}

/** The reset link's token and email, read from the email text. */
export function resetLinkOf(text: string) {
  const match = text.match(/https?:\/\/\S+\/autentication\/reset-password\?\S+/)
  if (!match) throw new Error(`no reset link in: ${text}`)
  const url = new URL(match[0])
  return { url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' }
}
