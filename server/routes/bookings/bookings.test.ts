import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Account, bearer, latestEmail, login, registerUser } from '../../../tests/api/accounts'
import { startTestServer, TEST_API_KEY, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from './test-helpers'

let server: TestServer
let user: Account
const clock = testClock(TEST_NOW)
const OPERATOR_KEY = 'test-operator-key-123'
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }

beforeAll(async () => {
  server = await startTestServer({ clock, env: { OPERATOR_KEY } })
  user = await registerUser(server)
})
afterAll(() => server?.close())

let next = 0
/** A fresh vehicle of the model, locked by `account`. */
async function held(model: string, account = user) {
  const { body } = await searchVehicles(server, {
    model_code: model,
    booking_start: period.start,
    booking_end: period.end,
  })
  const vehicle = body.data[next++ % body.data.length] as Vehicle
  const response = await lock(server, account.token, vehicle.time_slot_lock_code)
  expect(response.status).toBe(201)
  return { vehicle, lock: (await response.json()).data }
}

const book = (json: unknown, headers: Record<string, string> = {}, token = user.token) =>
  server.api('/api/v1/bookings', { method: 'POST', headers: { ...bearer(token), ...headers }, json })

const dealer = (action: 'accept' | 'decline', reference: string, key = OPERATOR_KEY) =>
  server.api(`/api/v1/dealer/bookings/${reference}/${action}`, {
    method: 'POST',
    headers: { 'x-dealer-key': key },
    ...(action === 'decline' ? { json: { reason: 'No vehicle free that week.' } } : {}),
  })

async function list(token = user.token) {
  return (await (await server.api('/api/v1/bookings', { headers: bearer(token) })).json()).data as Record<
    string,
    unknown
  >[]
}

describe('POST /bookings', () => {
  it('books a held vehicle at the server price, PENDING, and emails the customer', async () => {
    const { vehicle, lock: l } = await held('range-rover')
    const body = bookingBody(vehicle, l, period, ['EXTRA_DRIVER', 'HOME_DELIVERY'])
    const response = await book(body)
    expect(response.status).toBe(201)
    const created = (await response.json()).data
    expect(created).toMatchObject({
      booking_id: expect.any(String),
      appointment_id: expect.stringMatching(/^AR-/),
      status: 'PENDING',
    })
    expect(created.total_price).toBe(body.total_price)
    const reservation = (await list()).find((r) => r.id === created.booking_id)
    expect(reservation).toMatchObject({
      appointment_id: created.appointment_id,
      status: 'PENDING',
      booking_start: period.start,
      total_price: body.total_price,
      vehicle_images: [expect.stringMatching(/\.svg$/)],
      dealer_data: { name: vehicle.dealer.name },
    })
    expect(reservation?.selected_prices).toHaveLength(3)
    const email = await latestEmail(server, 'ada.booking@example.com')
    expect(email?.subject).toContain(created.appointment_id)
    expect(email?.text).toContain('16 March 2027, 10:00 (Italian time)')
    // The lock was consumed: it cannot be used twice.
    expect((await book(body)).status).toBe(409)
  })

  it('fails without a live lock of the same user', async () => {
    const { vehicle, lock: l } = await held('discovery')
    const other = await registerUser(server)
    expect((await book(bookingBody(vehicle, l, period), {}, other.token)).status).toBe(409)
    const forged = { ...l, time_slot_lock_id: '00000000-0000-4000-8000-000000000000' }
    expect((await book(bookingBody(vehicle, forged, period))).status).toBe(409)
  })

  it('refuses a lock that has expired', async () => {
    const { vehicle, lock: l } = await held('discovery-sport')
    clock.advance(16 * 60_000)
    const response = await book(bookingBody(vehicle, l, period))
    expect(response.status).toBe(409)
    expect((await response.json()).errors).toEqual({ time_slot_lock_id: ['booking.lock_required'] })
  })

  it('rejects a tampered total or line price with 422, naming the right total', async () => {
    const { vehicle, lock: l } = await held('jaguar-f-pace')
    const body = bookingBody(vehicle, l, period, ['CHILD_SEAT'])
    const cheap = await book({ ...body, total_price: 1 })
    expect(cheap.status).toBe(422)
    expect((await cheap.json()).message).toContain(body.total_price.toFixed(2))
    const lines = body.selected_prices.map((line) =>
      line.type === 'rental_rate' ? { ...line, price_including_tax: 1 } : line,
    )
    expect((await book({ ...body, selected_prices: lines })).status).toBe(422)
    const unknown = [
      ...body.selected_prices,
      { type: 'service', code: 'FREE_FERRARI', quantity: 1, price_including_tax: 0 },
    ]
    expect((await book({ ...body, selected_prices: unknown })).status).toBe(422)
    // Nothing was consumed: the honest body still books.
    expect((await book(body)).status).toBe(201)
  })

  it('validates consents, phone and address', async () => {
    const { vehicle, lock: l } = await held('jaguar-e-pace')
    const body = bookingBody(vehicle, l, period)
    const bad = await book({ ...body, phone: '333 123', accept_privacy_policy: false, city: '' })
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['accept_privacy_policy', 'city', 'phone'])
  })

  it('refuses an unknown promo code and a postal code not of the country, in the asked language', async () => {
    const { vehicle, lock: l } = await held('jaguar-e-pace')
    const body = bookingBody(vehicle, l, period)
    const promo = await book({ ...body, language: 'it', promo_code: 'SPRING' })
    expect(promo.status).toBe(400)
    expect(await promo.json()).toMatchObject({
      message: 'Alcuni campi non sono validi.',
      errors: { promo_code: ['booking.input_error.promo_code'] },
    })
    const postal = await book({ ...body, language: 'it', postal_code: '20A21' })
    expect(await postal.json()).toMatchObject({
      message: 'Alcuni campi non sono validi.',
      errors: { postal_code: ['common.input_error.postal_code_format'] },
    })
    // A German mobile and a Berlin address book.
    const german = { ...body, phone: '+49 15123456789', country: 'DE', city: 'Berlin', postal_code: '10115' }
    expect((await book(german)).status).toBe(201)
  })

  it('makes one booking for a retried Idempotency-Key; another body with it is a 422', async () => {
    const { vehicle, lock: l } = await held('defender-110')
    const body = bookingBody(vehicle, l, period)
    const key = { 'Idempotency-Key': `retry-${Date.now()}` }
    const [first, second] = await Promise.all([book(body, key), book(body, key)])
    const [a, b] = [await first.json(), await second.json()]
    expect([first.status, second.status]).toEqual([201, 201])
    expect(a.data.booking_id).toBe(b.data.booking_id)
    expect((await list()).filter((r) => r.id === a.data.booking_id)).toHaveLength(1)
    expect((await book({ ...body, first_name: 'Grace' }, key)).status).toBe(422)
  })
})

describe('GET /bookings, DELETE /bookings/{id} and the dealer', () => {
  it('lists only the caller’s bookings', async () => {
    const other = await registerUser(server)
    expect(await list(other.token)).toEqual([])
    expect((await server.api('/api/v1/bookings')).status).toBe(401)
  })

  it('cancels a PENDING booking (DELETED), not a confirmed one', async () => {
    const a = await book(bookingBody(...(await heldArgs('defender-130'))))
    const pending = (await a.json()).data
    const del = (id: string) =>
      server.api(`/api/v1/bookings/${id}`, { method: 'DELETE', headers: bearer(user.token) })
    expect((await del(pending.booking_id)).status).toBe(200)
    expect((await list()).find((r) => r.id === pending.booking_id)?.status).toBe('DELETED')
    expect((await del(pending.booking_id)).status).toBe(409)

    const b = (await (await book(bookingBody(...(await heldArgs('range-rover-velar'))))).json()).data
    expect((await dealer('accept', b.appointment_id, 'wrong-key-000000')).status).toBe(401)
    expect((await dealer('accept', b.appointment_id)).status).toBe(200)
    expect((await dealer('decline', b.appointment_id)).status).toBe(409)
    expect((await list()).find((r) => r.id === b.booking_id)?.status).toBe('ACCEPTED')
    const refused = await del(b.booking_id)
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toContain('contact the dealer')
    expect((await del('00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('a declined booking frees the vehicle', async () => {
    const [vehicle, l] = await heldArgs('range-rover-evoque')
    const created = (await (await book(bookingBody(vehicle, l, period))).json()).data
    expect((await dealer('decline', created.appointment_id)).status).toBe(200)
    const other = await registerUser(server)
    expect((await lock(server, other.token, vehicle.time_slot_lock_code)).status).toBe(201)
  })

  it('npm run dealer accepts through the running server', async () => {
    const created = (await (await book(bookingBody(...(await heldArgs('range-rover'))))).json()).data
    const run = (reference: string) =>
      promisify(execFile)('npx', ['tsx', 'server/cli/dealer.ts', 'accept', reference, '--url', server.url], {
        env: { ...process.env, OPERATOR_KEY, API_KEY: TEST_API_KEY },
      })
    const { stdout } = await run(created.appointment_id)
    expect(stdout).toContain(`${created.appointment_id}: ACCEPTED`)
    await expect(run(created.appointment_id)).rejects.toMatchObject({
      stderr: expect.stringContaining('409'),
    })
    expect((await list()).find((r) => r.id === created.booking_id)?.status).toBe('ACCEPTED')
    const record = await server.api(`/api/v1/dealer/bookings/${created.appointment_id}/decision`, {
      headers: { 'x-dealer-key': OPERATOR_KEY },
    })
    expect((await record.json()).data).toMatchObject({
      decision: 'ACCEPTED',
      decided_by: { kind: 'operator', id: null, label: 'operator' },
      channel: 'cli',
    })
  })

  it('npm run dealer -- decline needs a reason, and sends it', async () => {
    const created = (await (await book(bookingBody(...(await heldArgs('range-rover'))))).json()).data
    const run = (...args: string[]) =>
      promisify(execFile)(
        'npx',
        ['tsx', 'server/cli/dealer.ts', 'decline', created.appointment_id, ...args],
        {
          env: { ...process.env, OPERATOR_KEY, API_KEY: TEST_API_KEY },
        },
      )
    await expect(run('--url', server.url)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('decline needs --reason'),
    })
    const { stdout } = await run('--reason', 'Booked for a service.', '--url', server.url)
    expect(stdout).toContain(`${created.appointment_id}: DECLINED`)
    const record = await server.api(`/api/v1/dealer/bookings/${created.appointment_id}/decision`, {
      headers: { 'x-dealer-key': OPERATOR_KEY },
    })
    expect((await record.json()).data).toMatchObject({ channel: 'cli', reason: 'Booked for a service.' })
  })

  it('a PENDING booking whose start has passed becomes EXPIRED', async () => {
    const created = (await (await book(bookingBody(...(await heldArgs('jaguar-i-pace'))))).json()).data
    clock.set(new Date(new Date(period.start).getTime() + 60_000))
    // Days later the old token has expired: log in again.
    const token = (await (await login(server, user.email, user.password)).json()).data.token
    expect((await list(token)).find((r) => r.id === created.booking_id)?.status).toBe('EXPIRED')
    expect((await dealer('accept', created.appointment_id)).status).toBe(409)
  })
})

async function heldArgs(
  model: string,
): Promise<[Vehicle, { time_slot_lock_id: string; session_id: string }, typeof period]> {
  const h = await held(model)
  return [h.vehicle, h.lock, period]
}
