import type { Vehicle } from '../../server/routes/bookings/test-helpers'
import { type Api, book, lockVehicle, periods, RELIABILITY_OPERATOR_KEY, register } from './api'
import type { Line } from './server-items'

/**
 * The cross-dealer matrix (issue 33): each dealer call with dealership A's key on B's booking and B's
 * on A's answers 404, as an unknown booking does; a revoked key and a customer token get 401 there,
 * and dealer and operator keys get 401 on a customer call. Its own key still decides its own booking.
 */
export async function crossDealer(api: Api): Promise<Line> {
  const [period] = periods(1, 95)
  if (!period) throw new Error('no period')
  const query = { booking_start: period.start, booking_end: period.end }
  const dealers = (await (await api.call(`/vehicles/dealers?${new URLSearchParams(query)}`)).json()) as {
    data: { dealer_id: string }[]
  }
  const [a, b] = dealers.data.map((d) => d.dealer_id)
  if (!a || !b) throw new Error('fewer than two dealers with free vehicles')
  const customer = await register(api, 'dealers')
  const operator = { 'x-operator-key': RELIABILITY_OPERATOR_KEY }
  const keyOf = async (dealerId: string, label: string) => {
    const response = await api.call(`/operator/dealers/${dealerId}/keys`, {
      method: 'POST',
      headers: operator,
      json: { label },
    })
    return ((await response.json()) as { data: { id: string; key: string } }).data
  }
  const bookAt = async (dealerId: string) => {
    const search = new URLSearchParams({ ...query, dealer_id: dealerId })
    const vehicle = ((await (await api.call(`/vehicles?${search}`)).json()) as { data: Vehicle[] }).data[0]
    if (!vehicle) throw new Error(`no free vehicle at ${dealerId}`)
    const held = await lockVehicle(api, customer.token, vehicle)
    const created = await book(api, customer.token, vehicle, held.lock, period)
    return ((await created.json()) as { data: { appointment_id: string } }).data.appointment_id
  }
  const [keyA, keyB, revoked] = [await keyOf(a, 'A'), await keyOf(b, 'B'), await keyOf(a, 'revoked')]
  await api.call(`/operator/keys/${revoked.id}`, { method: 'DELETE', headers: operator })
  const [ofA, ofB] = [await bookAt(a), await bookAt(b)]
  const call = (action: string, reference: string, headers: Record<string, string>) =>
    api.call(`/dealer/bookings/${reference}/${action}`, {
      method: action === 'decision' ? 'GET' : 'POST',
      headers,
      ...(action === 'decline' ? { json: { reason: 'Not ours to decide.' } } : {}),
    })
  const checks: [string, () => Promise<Response>, number][] = []
  for (const action of ['accept', 'decline', 'decision']) {
    checks.push([`A's key ${action} B's`, () => call(action, ofB, { 'x-dealer-key': keyA.key }), 404])
    checks.push([`B's key ${action} A's`, () => call(action, ofA, { 'x-dealer-key': keyB.key }), 404])
    checks.push([`revoked key ${action}`, () => call(action, ofA, { 'x-dealer-key': revoked.key }), 401])
    checks.push([
      `customer token ${action}`,
      () => call(action, ofA, { authorization: `Bearer ${customer.token}` }),
      401,
    ])
  }
  checks.push([
    'customer token on operator keys',
    () => api.call(`/operator/dealers/${a}/keys`, { token: customer.token }),
    401,
  ])
  checks.push([
    "A's key on GET /bookings",
    () => api.call('/bookings', { headers: { 'x-dealer-key': keyA.key } }),
    401,
  ])
  checks.push([
    'operator key on GET /bookings',
    () => api.call('/bookings', { headers: { ...operator, 'x-dealer-key': RELIABILITY_OPERATOR_KEY } }),
    401,
  ])
  let refused = 0
  const leaks: string[] = []
  for (const [name, run, expected] of checks) {
    const status = (await run()).status
    if (status === expected) refused++
    else leaks.push(`${name} ${status}`)
  }
  const own = (await call('accept', ofA, { 'x-dealer-key': keyA.key })).status
  return {
    item: "cross-dealer matrix: a dealer's key on another's bookings, revoked keys, customer tokens",
    figure: `${refused}/${checks.length} refused${leaks.length ? ` (LEAKS: ${leaks.join(', ')})` : ''}, own key accepts ${own}`,
    ok: refused === checks.length && own === 200,
  }
}
