import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, latestEmail, login, registerUser, resetLinkOf } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'

const clock = testClock(new Date('2026-04-10T09:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(async () => {
  await server?.close()
})

const basic = { first_name: 'Ada', last_name: 'Lovelace', phone: '+39 3331234567', title: 'Ms' }
const change = (token: string, body: Record<string, unknown>) =>
  server.api('/api/v1/user/preferences/update-basic-information', {
    method: 'PUT',
    json: { ...basic, ...body },
    headers: bearer(token),
  })
const revert = (token: string) =>
  server.api('/api/v1/auth/revert-email-change', { method: 'POST', json: { token, language: 'en' } })
const me = (token: string) => server.api('/api/v1/user', { headers: bearer(token) })
const fresh = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`

/** The undo link's token from the email sent to the previous address. */
async function undoToken(oldEmail: string) {
  const email = await latestEmail(server, oldEmail)
  const link = email?.text.match(/https?:\/\/\S+\/autentication\/undo-email-change\?\S+/)?.[0]
  if (!link) throw new Error(`no undo link for ${oldEmail}: ${email?.text}`)
  return new URL(link)
}

describe('changing the email', () => {
  it('asks for the current password, and refuses a wrong one', async () => {
    const account = await registerUser(server)
    const without = await change(account.token, { email: fresh('a') })
    expect(without.status).toBe(400)
    expect((await without.json()).errors).toEqual({
      current_password: ['common.input_error.current_password'],
    })
    const wrong = await change(account.token, { email: fresh('a'), current_password: 'Wrong-pass-1' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors).toEqual({
      current_password: ['common.input_error.wrong_current_password'],
    })
    expect((await (await me(account.token)).json()).data.email).toBe(account.email)
  })

  it('asks nothing more when the email stays (in any letter case)', async () => {
    const account = await registerUser(server)
    const response = await change(account.token, { email: account.email.toUpperCase() })
    expect(response.status).toBe(200)
    expect(await latestEmail(server, account.email)).toMatchObject({ kind: 'welcome' })
  })

  it('limits guesses of the current password like logins', async () => {
    const account = await registerUser(server)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await change(account.token, { email: fresh('g'), current_password: `Guess-${i}xx` })).status,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    const refused = await change(account.token, { email: fresh('g'), current_password: account.password })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('tells the old address with an undo link, and ends every other session', async () => {
    const account = await registerUser(server)
    const other = (await (await login(server, account.email, account.password)).json()).data.token as string
    const next = fresh('moved')
    const response = await change(account.token, {
      email: next,
      current_password: account.password,
      family_code: 'jaguar',
    })
    expect(response.status).toBe(200)
    expect((await response.json()).data.email).toBe(next)
    expect((await me(account.token)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    const mail = await latestEmail(server, account.email)
    expect(mail).toMatchObject({ kind: 'email_changed', language: 'en' })
    expect(mail?.text).toContain(next)
    expect(mail?.text).toContain('72 hours')
    const link = await undoToken(account.email)
    expect(link.origin).toBe(server.url)
    expect(link.pathname).toBe('/jaguar/autentication/undo-email-change')
    expect(mail?.html).toContain('undo-email-change?token=')
  })

  it('undoes: the old email logs in again, every session ends, resets asked at the new address die', async () => {
    const account = await registerUser(server)
    const next = fresh('thief')
    await change(account.token, { email: next, current_password: account.password })
    const undo = await undoToken(account.email)
    // Whoever changed it asks for a reset at the new address.
    await server.api('/api/v1/auth/forgot-password', {
      method: 'POST',
      json: { language: 'en', email: next, family_code: 'defender' },
    })
    const reset = resetLinkOf((await latestEmail(server, next))?.text ?? '')

    const restored = await revert(undo.searchParams.get('token') ?? '')
    expect(restored.status).toBe(200)
    expect((await me(account.token)).status).toBe(401)
    expect((await login(server, account.email, account.password)).status).toBe(200)
    expect((await login(server, next, account.password)).status).toBe(401)
    const useReset = await server.api('/api/v1/auth/reset-password', {
      method: 'POST',
      json: {
        token: reset.token,
        email: next,
        password: 'N3w-password',
        password_confirmation: 'N3w-password',
      },
    })
    expect(useReset.status).toBe(400)
    // Once only.
    expect((await revert(undo.searchParams.get('token') ?? '')).status).toBe(400)
  })

  it("keeps the first owner's way back when the email is changed again", async () => {
    const account = await registerUser(server)
    const second = fresh('second')
    const third = fresh('third')
    await change(account.token, { email: second, current_password: account.password })
    const first = await undoToken(account.email)
    await change(account.token, { email: third, current_password: account.password })
    const later = await undoToken(second)
    // The owner goes back to the first address; the later link is spent with it.
    expect((await revert(first.searchParams.get('token') ?? '')).status).toBe(200)
    expect((await revert(later.searchParams.get('token') ?? '')).status).toBe(400)
    expect((await login(server, account.email, account.password)).status).toBe(200)
  })

  it('refuses an unknown or expired link, and an address taken meanwhile', async () => {
    expect((await revert('x'.repeat(43))).status).toBe(400)
    const account = await registerUser(server)
    await change(account.token, { email: fresh('late'), current_password: account.password })
    const expired = await undoToken(account.email)
    clock.advance(73 * 3_600_000)
    const late = await revert(expired.searchParams.get('token') ?? '')
    expect(late.status).toBe(400)
    expect((await late.json()).errors).toEqual({ token: ['common.input_error.token'] })

    const owner = await registerUser(server)
    const session = (await (await login(server, owner.email, owner.password)).json()).data.token as string
    await change(session, { email: fresh('gone'), current_password: owner.password })
    const undo = await undoToken(owner.email)
    await registerUser(server, { email: owner.email })
    const taken = await revert(undo.searchParams.get('token') ?? '')
    expect(taken.status).toBe(409)
    expect((await taken.json()).message).toMatch(/another account/)
  })
})
