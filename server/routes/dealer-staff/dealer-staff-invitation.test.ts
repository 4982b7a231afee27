import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { bearer, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { TEST_API_KEY } from '../../../tests/api/harness'
import { TEST_NOW } from '../bookings/test-helpers'
import { OPERATOR_KEY, PUBLIC_URL, staffWorld } from './dealer-staff.test-support'

/**
 * Dealer staff invitations (issue 33): the operator invites (HTTP and `npm run dealer -- invite`), the
 * emailed link, from PUBLIC_URL in the invitee's language, sets a password once within 72 hours.
 */
const w = staffWorld()

describe('the invitation', () => {
  it('creates the staff member and emails them, in their language, a link from PUBLIC_URL', async () => {
    const email = w.newEmail('ada')
    const response = await w.invite(w.dealerA, email.toUpperCase(), 'it', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    // The answer is in the body's language, the invitee's.
    expect(body.message).toBe(
      "L'invito è stato inviato: il suo link imposta una password, vale 72 ore e si può usare una volta sola.",
    )
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      dealer_id: w.dealerA,
      email,
      language: 'it',
      invited_at: TEST_NOW.toISOString(),
      activated_at: null,
    })
    const { url, token, mail } = await w.linkTo(email, 'set-password')
    expect(url.origin).toBe(PUBLIC_URL)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail).toMatchObject({ kind: 'dealer_invitation', language: 'it' })
    expect(mail?.subject).toContain('il tuo accesso al desk di')
    expect(mail?.text).toContain('Buongiorno,')
    expect(mail?.text).toContain('72 ore')
    expect(mail?.html).not.toContain('evil.example')
  })

  it('is in English when asked, and goes out again (a new link, the old one retired) until it is used', async () => {
    const email = w.newEmail('bob')
    expect((await w.invite(w.dealerA, email, 'en')).status).toBe(201)
    const first = await w.linkTo(email, 'set-password')
    expect(first.mail?.subject).toMatch(/: your access to the .+ dealer desk$/)
    expect(first.mail?.text).toContain('works for 72 hours, once')
    expect((await w.invite(w.dealerA, email, 'en')).status).toBe(201)
    const second = await w.linkTo(email, 'set-password')
    expect(second.token).not.toBe(first.token)
    const old = await w.post('/dealer/auth/set-password', { token: first.token, password: STRONG_PASSWORD })
    expect(old.status).toBe(400)
    expect((await old.json()).errors).toEqual({ token: ['dealer.link_used'] })
    const set = await w.post('/dealer/auth/set-password', { token: second.token, password: STRONG_PASSWORD })
    expect(set.status).toBe(200)
    // Active now: neither this dealership nor another can invite the address again.
    for (const dealerId of [w.dealerA, w.dealerB]) {
      const again = await w.invite(dealerId, email)
      expect(again.status).toBe(409)
      expect((await again.json()).errors).toEqual({ email: ['dealer.staff_email_taken'] })
    }
  })

  it('refuses bad input, an unknown dealer, another dealership invited first, and callers without the operator key', async () => {
    const bad = await w.invite(w.dealerA, 'not-an-email')
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual({ email: ['common.input_error.email_error'] })
    const language = await w.post(
      `/operator/dealers/${w.dealerA}/staff`,
      { email: w.newEmail('x'), language: 'fr' },
      { 'x-operator-key': OPERATOR_KEY },
    )
    expect(language.status).toBe(400)
    const unknown = await w.invite('dealer-999999', w.newEmail('x'))
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toBe('No dealer has this id.')
    const pending = w.newEmail('pending')
    expect((await w.invite(w.dealerA, pending)).status).toBe(201)
    expect((await w.invite(w.dealerB, pending)).status).toBe(409)
    const staff = await w.staffOf(w.dealerA)
    const callers: Record<string, string>[] = [
      {},
      { 'x-operator-key': 'wrong' },
      bearer(staff.token),
      bearer(w.customer.token),
    ]
    for (const headers of callers) {
      const response = await w.post(
        `/operator/dealers/${w.dealerA}/staff`,
        { email: w.newEmail('x') },
        headers,
      )
      expect(response.status).toBe(401)
      expect((await w.server.api(`/api/v1/operator/dealers/${w.dealerA}/staff`, { headers })).status).toBe(
        401,
      )
    }
  })

  it('npm run dealer -- invite goes through the server as the operator', async () => {
    const email = w.newEmail('cli')
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'server/cli/dealer.ts', ...args, '--url', w.server.url], {
        env: { ...process.env, OPERATOR_KEY, API_KEY: TEST_API_KEY },
      })
    const done = await run('invite', w.dealerB, email, '--language', 'en')
    expect(done.stdout).toContain(`Invited ${email} (en) to ${w.dealerB}: staff `)
    expect(done.stdout).toContain('works for 72 hours, once')
    const { mail } = await w.linkTo(email, 'set-password')
    expect(mail).toMatchObject({ kind: 'dealer_invitation', language: 'en' })
    await expect(run('invite', 'dealer-999999', w.newEmail('cli'))).rejects.toMatchObject({
      stderr: expect.stringContaining('404: Nessuna concessionaria ha questo id.'),
    })
  }, 60_000)
})

describe('setting the password from the invitation', () => {
  it('activates the account and signs in with a ds_ session; the link then says it was used', async () => {
    const email = w.newEmail('set')
    await w.invite(w.dealerA, email)
    const { token } = await w.linkTo(email, 'set-password')
    const weak = await w.post('/dealer/auth/set-password', { token, password: 'password' })
    expect(weak.status).toBe(400)
    const response = await w.post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('Your password is set and you are signed in.')
    expect(body.data.token).toMatch(/^ds_[A-Za-z0-9_-]{43}$/)
    expect(body.data.staff).toMatchObject({
      email,
      dealer_id: w.dealerA,
      activated_at: TEST_NOW.toISOString(),
    })
    const again = await w.post(
      '/dealer/auth/set-password',
      { token, password: STRONG_PASSWORD },
      { 'accept-language': 'it' },
    )
    expect(again.status).toBe(400)
    expect((await again.json()).message).toBe(
      'Questo link è già stato usato, oppure uno più recente lo ha sostituito: accedi, oppure chiedi un nuovo link.',
    )
  })

  it('refuses a tampered link and one past its 72 hours (the server clock moved)', async () => {
    const email = w.newEmail('late')
    await w.invite(w.dealerA, email)
    const { token } = await w.linkTo(email, 'set-password')
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const wrong = await w.post('/dealer/auth/set-password', { token: tampered, password: STRONG_PASSWORD })
    expect(wrong.status).toBe(400)
    const body = await wrong.json()
    expect(body.errors).toEqual({ token: ['dealer.link_invalid'] })
    expect(body.message).toBe(
      'This link is not valid: open the one in the email as it is, or ask for a new one.',
    )
    w.clock.advance(72 * 3_600_000 + 1_000)
    try {
      const late = await w.post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })
      expect(late.status).toBe(400)
      const answer = await late.json()
      expect(answer.errors).toEqual({ token: ['dealer.link_expired'] })
      expect(answer.message).toMatch(/^This link has expired/)
    } finally {
      w.clock.set(TEST_NOW)
    }
    // The expired link is not spent: with the w.clock back, it still works once.
    expect((await w.post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })).status).toBe(200)
  })
})
