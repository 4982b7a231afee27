import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Account, bearer, latestEmail, registerUser, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { startTestServer, TEST_API_KEY, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'

/**
 * Dealer staff accounts (issue 33): invited by the operator (HTTP and `npm run dealer -- invite`), the
 * emailed link sets a password once within 72 hours, staff sign in, refresh, log out and reset a
 * forgotten password; a staff session opens its own dealership's dealer calls only (404 for another's),
 * never a customer call, and a customer's token never opens a dealer call; a staff decision is on record.
 */
const OPERATOR_KEY = 'test-operator-key-staff'
const PUBLIC_URL = 'https://rent.example.test'
const clock = testClock(TEST_NOW)
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }
let server: TestServer
let customer: Account
let dealerA: string
let dealerB: string
let sequence = 0

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: { OPERATOR_KEY, PUBLIC_URL, TRUST_PROXY: 'true', TOKEN_TTL_MINUTES: '43200' },
  })
  customer = await registerUser(server)
  const query = { booking_start: period.start, booking_end: period.end }
  const dealers = await server.api(`/api/v1/vehicles/dealers?${new URLSearchParams(query)}`)
  const rows = (await dealers.json()).data as { dealer_id: string; free_vehicles: number }[]
  const ids = rows.sort((a, b) => b.free_vehicles - a.free_vehicles).map((d) => d.dealer_id)
  ;[dealerA, dealerB] = ids as [string, string]
  expect(dealerB).toBeDefined()
})
afterAll(() => server?.close())

const post = (pathname: string, json: unknown, headers: Record<string, string> = {}) =>
  server.api(`/api/v1${pathname}`, { method: 'POST', json, headers })

const newEmail = (name: string) => `${name}.${++sequence}@dealer.example`

function invite(
  dealerId: string,
  email: string,
  language?: 'it' | 'en',
  headers: Record<string, string> = {},
) {
  return post(`/operator/dealers/${dealerId}/staff`, language ? { email, language } : { email }, {
    'x-operator-key': OPERATOR_KEY,
    ...headers,
  })
}

/** The token of the newest emailed link of `kind` to `email`, with the link itself. */
async function linkTo(email: string, page: 'set-password' | 'reset-password') {
  const mail = await latestEmail(server, email)
  const found = mail?.text.match(/https?:\/\/\S+\/dealer\/(set|reset)-password\?token=[A-Za-z0-9_-]+/)?.[0]
  if (!found) throw new Error(`no ${page} link in: ${mail?.text}`)
  const url = new URL(found)
  expect(url.pathname).toBe(`/dealer/${page}`)
  return { url, token: url.searchParams.get('token') ?? '', mail }
}

/** A staff member of `dealerId` with a password set: their email, id and session token. */
async function staffOf(dealerId: string, name = 'staff') {
  const email = newEmail(name)
  expect((await invite(dealerId, email)).status).toBe(201)
  const { token } = await linkTo(email, 'set-password')
  const response = await post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })
  expect(response.status).toBe(200)
  const data = (await response.json()).data as { token: string; staff: { id: string } }
  return { email, id: data.staff.id, token: data.token }
}

/** A PENDING booking of one of the dealer's vehicles. */
async function bookAt(dealerId: string) {
  const query = { booking_start: period.start, booking_end: period.end, dealer_id: dealerId }
  const vehicle = (await searchVehicles(server, query)).body.data[0] as Vehicle
  expect(vehicle).toBeDefined()
  const held = await lock(server, customer.token, vehicle.time_slot_lock_code)
  expect(held.status).toBe(201)
  const response = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(customer.token),
    json: bookingBody(vehicle, (await held.json()).data, period),
  })
  expect(response.status).toBe(201)
  return (await response.json()).data as { booking_id: string; appointment_id: string }
}

type Call = 'accept' | 'decline' | 'decision'
function dealerCall(call: Call, reference: string, headers: Record<string, string>) {
  return server.api(`/api/v1/dealer/bookings/${reference}/${call}`, {
    method: call === 'decision' ? 'GET' : 'POST',
    headers,
    ...(call === 'decline' ? { json: { reason: 'No driver free to hand it over.' } } : {}),
  })
}

describe('the invitation', () => {
  it('creates the staff member and emails them, in their language, a link from PUBLIC_URL', async () => {
    const email = newEmail('ada')
    const response = await invite(dealerA, email.toUpperCase(), 'it', {
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
      dealer_id: dealerA,
      email,
      language: 'it',
      invited_at: TEST_NOW.toISOString(),
      activated_at: null,
    })
    const { url, token, mail } = await linkTo(email, 'set-password')
    expect(url.origin).toBe(PUBLIC_URL)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail).toMatchObject({ kind: 'dealer_invitation', language: 'it' })
    expect(mail?.subject).toContain('il tuo accesso al desk di')
    expect(mail?.text).toContain('Buongiorno,')
    expect(mail?.text).toContain('72 ore')
    expect(mail?.html).not.toContain('evil.example')
  })

  it('is in English when asked, and goes out again (a new link, the old one retired) until it is used', async () => {
    const email = newEmail('bob')
    expect((await invite(dealerA, email, 'en')).status).toBe(201)
    const first = await linkTo(email, 'set-password')
    expect(first.mail?.subject).toMatch(/: your access to the .+ dealer desk$/)
    expect(first.mail?.text).toContain('works for 72 hours, once')
    expect((await invite(dealerA, email, 'en')).status).toBe(201)
    const second = await linkTo(email, 'set-password')
    expect(second.token).not.toBe(first.token)
    const old = await post('/dealer/auth/set-password', { token: first.token, password: STRONG_PASSWORD })
    expect(old.status).toBe(400)
    expect((await old.json()).errors).toEqual({ token: ['dealer.link_used'] })
    const set = await post('/dealer/auth/set-password', { token: second.token, password: STRONG_PASSWORD })
    expect(set.status).toBe(200)
    // Active now: neither this dealership nor another can invite the address again.
    for (const dealerId of [dealerA, dealerB]) {
      const again = await invite(dealerId, email)
      expect(again.status).toBe(409)
      expect((await again.json()).errors).toEqual({ email: ['dealer.staff_email_taken'] })
    }
  })

  it('refuses bad input, an unknown dealer, another dealership invited first, and callers without the operator key', async () => {
    const bad = await invite(dealerA, 'not-an-email')
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual({ email: ['common.input_error.email_error'] })
    const language = await post(
      `/operator/dealers/${dealerA}/staff`,
      { email: newEmail('x'), language: 'fr' },
      { 'x-operator-key': OPERATOR_KEY },
    )
    expect(language.status).toBe(400)
    const unknown = await invite('dealer-999999', newEmail('x'))
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toBe('No dealer has this id.')
    const pending = newEmail('pending')
    expect((await invite(dealerA, pending)).status).toBe(201)
    expect((await invite(dealerB, pending)).status).toBe(409)
    const staff = await staffOf(dealerA)
    const callers: Record<string, string>[] = [
      {},
      { 'x-operator-key': 'wrong' },
      bearer(staff.token),
      bearer(customer.token),
    ]
    for (const headers of callers) {
      const response = await post(`/operator/dealers/${dealerA}/staff`, { email: newEmail('x') }, headers)
      expect(response.status).toBe(401)
      expect((await server.api(`/api/v1/operator/dealers/${dealerA}/staff`, { headers })).status).toBe(401)
    }
  })

  it('npm run dealer -- invite goes through the server as the operator', async () => {
    const email = newEmail('cli')
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'server/cli/dealer.ts', ...args, '--url', server.url], {
        env: { ...process.env, OPERATOR_KEY, API_KEY: TEST_API_KEY },
      })
    const done = await run('invite', dealerB, email, '--language', 'en')
    expect(done.stdout).toContain(`Invited ${email} (en) to ${dealerB}: staff `)
    expect(done.stdout).toContain('works for 72 hours, once')
    const { mail } = await linkTo(email, 'set-password')
    expect(mail).toMatchObject({ kind: 'dealer_invitation', language: 'en' })
    await expect(run('invite', 'dealer-999999', newEmail('cli'))).rejects.toMatchObject({
      stderr: expect.stringContaining('404: Nessuna concessionaria ha questo id.'),
    })
  }, 60_000)
})

describe('setting the password from the invitation', () => {
  it('activates the account and signs in with a ds_ session; the link then says it was used', async () => {
    const email = newEmail('set')
    await invite(dealerA, email)
    const { token } = await linkTo(email, 'set-password')
    const weak = await post('/dealer/auth/set-password', { token, password: 'password' })
    expect(weak.status).toBe(400)
    const response = await post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('Your password is set and you are signed in.')
    expect(body.data.token).toMatch(/^ds_[A-Za-z0-9_-]{43}$/)
    expect(body.data.staff).toMatchObject({ email, dealer_id: dealerA, activated_at: TEST_NOW.toISOString() })
    const again = await post(
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
    const email = newEmail('late')
    await invite(dealerA, email)
    const { token } = await linkTo(email, 'set-password')
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const wrong = await post('/dealer/auth/set-password', { token: tampered, password: STRONG_PASSWORD })
    expect(wrong.status).toBe(400)
    const body = await wrong.json()
    expect(body.errors).toEqual({ token: ['dealer.link_invalid'] })
    expect(body.message).toBe(
      'This link is not valid: open the one in the email as it is, or ask for a new one.',
    )
    clock.advance(72 * 3_600_000 + 1_000)
    try {
      const late = await post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })
      expect(late.status).toBe(400)
      const answer = await late.json()
      expect(answer.errors).toEqual({ token: ['dealer.link_expired'] })
      expect(answer.message).toMatch(/^This link has expired/)
    } finally {
      clock.set(TEST_NOW)
    }
    // The expired link is not spent: with the clock back, it still works once.
    expect((await post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })).status).toBe(200)
  })
})

describe('signing in, refreshing, logging out', () => {
  it('signs in with the right password only, and not before the password is set', async () => {
    const staff = await staffOf(dealerA)
    const login = await post('/dealer/auth/login', {
      email: staff.email.toUpperCase(),
      password: STRONG_PASSWORD,
    })
    expect(login.status).toBe(200)
    const body = await login.json()
    expect(body.data).toMatchObject({ token: expect.stringMatching(/^ds_/), staff: { id: staff.id } })
    expect(body.data.expires_at).toEqual(expect.any(String))
    const wrong = await post('/dealer/auth/login', { email: staff.email, password: 'Wr0ng!Pass' })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).message).toBe('Email or password is not correct.')
    const invited = newEmail('invited')
    await invite(dealerA, invited)
    expect((await post('/dealer/auth/login', { email: invited, password: STRONG_PASSWORD })).status).toBe(401)
    // A customer's credentials are not a staff member's.
    expect(
      (await post('/dealer/auth/login', { email: customer.email, password: customer.password })).status,
    ).toBe(401)
  })

  it('limits failed sign-ins as for customers: the eleventh failure from one address answers 429', async () => {
    const staff = await staffOf(dealerA)
    const from = { 'x-forwarded-for': '203.0.113.77' }
    for (let i = 0; i < 10; i++) {
      const response = await post('/dealer/auth/login', { email: staff.email, password: 'Wr0ng!Pass' }, from)
      expect(response.status).toBe(401)
    }
    const refused = await post('/dealer/auth/login', { email: staff.email, password: STRONG_PASSWORD }, from)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another address still signs in.
    const other = { 'x-forwarded-for': '203.0.113.78' }
    expect(
      (await post('/dealer/auth/login', { email: staff.email, password: STRONG_PASSWORD }, other)).status,
    ).toBe(200)
  })

  it('refreshes once (the old token works for its grace only), and logs out', async () => {
    const staff = await staffOf(dealerA)
    const refreshed = await post('/dealer/auth/refresh', null, bearer(staff.token))
    expect(refreshed.status).toBe(200)
    const { token } = (await refreshed.json()).data
    expect(token).toMatch(/^ds_/)
    expect((await server.api('/api/v1/dealer/me', { headers: bearer(staff.token) })).status).toBe(200)
    expect((await post('/dealer/auth/refresh', null, bearer(staff.token))).status).toBe(401)
    clock.advance(31_000)
    try {
      expect((await server.api('/api/v1/dealer/me', { headers: bearer(staff.token) })).status).toBe(401)
      expect((await server.api('/api/v1/dealer/me', { headers: bearer(token) })).status).toBe(200)
    } finally {
      clock.set(TEST_NOW)
    }
    const out = await post('/dealer/auth/logout', null, bearer(token))
    expect(out.status).toBe(200)
    expect((await server.api('/api/v1/dealer/me', { headers: bearer(token) })).status).toBe(401)
    expect((await post('/dealer/auth/logout', null, bearer(token))).status).toBe(401)
  })
})

describe('a forgotten password', () => {
  it('is reset through an emailed link to /dealer/reset-password: once, ending the other sessions', async () => {
    const staff = await staffOf(dealerA)
    const forgot = await post(
      '/dealer/auth/forgot',
      { email: staff.email },
      { 'x-forwarded-host': 'evil.example' },
    )
    expect(forgot.status).toBe(200)
    const message = (await forgot.json()).message
    expect(message).toBe('If a member of staff has this email, we sent them a link to reset the password.')
    const { url, token, mail } = await linkTo(staff.email, 'reset-password')
    expect(url.origin).toBe(PUBLIC_URL)
    expect(mail).toMatchObject({ kind: 'dealer_password_reset', language: 'it' })
    const password = 'N3w!Password'
    const reset = await post('/dealer/auth/reset', { token, password })
    expect(reset.status).toBe(200)
    expect((await reset.json()).data.token).toMatch(/^ds_/)
    expect((await server.api('/api/v1/dealer/me', { headers: bearer(staff.token) })).status).toBe(401)
    expect((await post('/dealer/auth/login', { email: staff.email, password: STRONG_PASSWORD })).status).toBe(
      401,
    )
    expect((await post('/dealer/auth/login', { email: staff.email, password })).status).toBe(200)
    const again = await post('/dealer/auth/reset', { token, password: STRONG_PASSWORD })
    expect(again.status).toBe(400)
    expect((await again.json()).errors).toEqual({ token: ['dealer.link_used'] })
    // An invitation's token is not a reset's, nor the other way round.
    const other = await staffOf(dealerA)
    await post('/dealer/auth/forgot', { email: other.email })
    const resetToken = (await linkTo(other.email, 'reset-password')).token
    const crossed = await post('/dealer/auth/set-password', { token: resetToken, password })
    expect((await crossed.json()).errors).toEqual({ token: ['dealer.link_invalid'] })
  })

  it('answers the same for an unknown email, sends nothing, and is rate-limited per email', async () => {
    const unknown = newEmail('nobody')
    const response = await post('/dealer/auth/forgot', { email: unknown })
    expect(response.status).toBe(200)
    expect((await response.json()).message).toBe(
      'If a member of staff has this email, we sent them a link to reset the password.',
    )
    expect(await latestEmail(server, unknown)).toBeUndefined()
    const staff = await staffOf(dealerA)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const from = { 'x-forwarded-for': `198.51.100.${i + 1}` }
      statuses.push((await post('/dealer/auth/forgot', { email: staff.email }, from)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('who am I, and the staff list', () => {
  it("answer the staff member's own dealership, and only its staff", async () => {
    const a = await staffOf(dealerA, 'me-a')
    const b = await staffOf(dealerB, 'me-b')
    const me = await server.api('/api/v1/dealer/me', { headers: bearer(a.token) })
    expect(me.status).toBe(200)
    const who = (await me.json()).data
    expect(who).toMatchObject({ kind: 'staff', id: a.id, label: a.email, staff: { email: a.email } })
    expect(who.dealer.dealer_id).toBe(dealerA)
    const list = await server.api('/api/v1/dealer/staff', { headers: bearer(a.token) })
    expect(list.status).toBe(200)
    const emails = ((await list.json()).data as { email: string; dealer_id: string }[]).map((s) => s.email)
    expect(emails).toContain(a.email)
    expect(emails).not.toContain(b.email)
    const listed = JSON.stringify(
      await (await server.api('/api/v1/dealer/staff', { headers: bearer(b.token) })).json(),
    )
    expect(listed).toContain(b.email)
    expect(listed).not.toContain(a.email)
    expect(listed).not.toMatch(/password|scrypt/)
    const asOperator = await server.api(`/api/v1/operator/dealers/${dealerB}/staff`, {
      headers: { 'x-operator-key': OPERATOR_KEY },
    })
    expect(JSON.stringify(await asOperator.json())).toContain(b.email)
  })

  it("answer a dealership's key too; the operator key has no staff list of its own", async () => {
    const created = await post(
      `/operator/dealers/${dealerA}/keys`,
      { label: 'Staff list' },
      { 'x-operator-key': OPERATOR_KEY },
    )
    const key = (await created.json()).data.key as string
    const me = await server.api('/api/v1/dealer/me', { headers: { 'x-dealer-key': key } })
    expect((await me.json()).data).toMatchObject({ kind: 'dealer_key', label: 'Staff list', staff: null })
    expect((await server.api('/api/v1/dealer/staff', { headers: { 'x-dealer-key': key } })).status).toBe(200)
    const operatorMe = await server.api('/api/v1/dealer/me', { headers: { 'x-dealer-key': OPERATOR_KEY } })
    expect((await operatorMe.json()).data).toEqual({
      kind: 'operator',
      id: null,
      label: 'operator',
      staff: null,
      dealer: null,
    })
    const none = await server.api('/api/v1/dealer/staff', { headers: { 'x-dealer-key': OPERATOR_KEY } })
    expect(none.status).toBe(403)
  })
})

describe('staff sessions on the dealer calls', () => {
  it("dealer A's staff on every dealer call for dealer B's booking: 404, as an unknown booking", async () => {
    const a = await staffOf(dealerA, 'matrix')
    const ofB = await bookAt(dealerB)
    for (const call of ['accept', 'decline', 'decision'] as const) {
      for (const reference of [ofB.appointment_id, ofB.booking_id]) {
        const foreign = await dealerCall(call, reference, bearer(a.token))
        const unknown = await dealerCall(call, 'AR-XXXX-XXXX', bearer(a.token))
        expect([call, reference, foreign.status]).toEqual([call, reference, 404])
        expect((await foreign.json()).message).toBe((await unknown.json()).message)
      }
    }
    // Untouched: B's booking is still PENDING, undecided.
    expect((await dealerCall('decision', ofB.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status).toBe(
      404,
    )
    const b = await staffOf(dealerB, 'matrix')
    expect((await dealerCall('accept', ofB.appointment_id, bearer(b.token))).status).toBe(200)
  })

  it("records a staff member's decision as theirs: desk when the desk says so, else api", async () => {
    const a = await staffOf(dealerA, 'decider')
    const accepted = await bookAt(dealerA)
    const response = await dealerCall('accept', accepted.appointment_id, {
      ...bearer(a.token),
      'x-dealer-channel': 'desk',
    })
    expect(response.status).toBe(200)
    const read = await dealerCall('decision', accepted.appointment_id, bearer(a.token))
    expect((await read.json()).data).toEqual({
      appointment_id: accepted.appointment_id,
      decision: 'ACCEPTED',
      decided_by: { kind: 'staff', id: a.id, label: a.email },
      channel: 'desk',
      reason: null,
      decided_at: TEST_NOW.toISOString(),
    })
    const declined = await bookAt(dealerA)
    const decline = await dealerCall('decline', declined.appointment_id, {
      ...bearer(a.token),
      'x-dealer-channel': 'cli',
    })
    expect(decline.status).toBe(200)
    const record = await dealerCall('decision', declined.appointment_id, { 'x-dealer-key': OPERATOR_KEY })
    expect((await record.json()).data).toMatchObject({
      decision: 'DECLINED',
      decided_by: { kind: 'staff', id: a.id, label: a.email },
      channel: 'api',
      reason: 'No driver free to hand it over.',
    })
  })
})

describe('customer and staff tokens stay on their own side', () => {
  it("a customer's token opens no dealer call", async () => {
    const booking = await bookAt(dealerA)
    const headers = bearer(customer.token)
    for (const call of ['accept', 'decline', 'decision'] as const) {
      const response = await dealerCall(call, booking.appointment_id, headers)
      expect([call, response.status]).toEqual([call, 401])
      expect((await response.json()).message).toContain('x-dealer-key')
    }
    expect((await server.api('/api/v1/dealer/me', { headers })).status).toBe(401)
    expect((await server.api('/api/v1/dealer/staff', { headers })).status).toBe(401)
    expect((await post('/dealer/auth/refresh', null, headers)).status).toBe(401)
    expect((await post('/dealer/auth/logout', null, headers)).status).toBe(401)
    // Still the customer's own, and still PENDING.
    expect((await server.api('/api/v1/user', { headers })).status).toBe(200)
    expect(
      (await dealerCall('decision', booking.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status,
    ).toBe(404)
  })

  it('a staff token opens no customer call', async () => {
    const staff = await staffOf(dealerA)
    const headers = bearer(staff.token)
    expect((await server.api('/api/v1/user', { headers })).status).toBe(401)
    expect((await server.api('/api/v1/bookings', { headers })).status).toBe(401)
    expect((await post('/auth/refresh-token', null, headers)).status).toBe(401)
    expect((await post('/auth/logout', null, headers)).status).toBe(401)
    // Nor do a staff member's credentials sign in as a customer.
    expect((await post('/auth/login', { email: staff.email, password: STRONG_PASSWORD })).status).toBe(401)
    expect((await server.api('/api/v1/dealer/me', { headers })).status).toBe(200)
  })
})
