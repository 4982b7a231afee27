import { type Api, periods, register } from './api'
import { bearer, bookAt, staffSession, twoDealers } from './dealer-staff'
import type { Line } from './server-items'

type Check = [string, () => Promise<Response>, number]

/**
 * The staff cross-dealer matrix (issue 33): dealership A's staff session on each of B's desk calls and
 * decisions answers 404, as an unknown booking, vehicle or block does; A's lists (B named in the query)
 * answer 200 and leave B out; A's own calls answer 200. A customer's token opens no dealer call and a
 * staff session no customer call (401).
 */
export async function staffCrossDealer(api: Api): Promise<Line> {
  const [period, blockAt] = periods(2, 100)
  if (!period || !blockAt) throw new Error('no period')
  const [a, b] = await twoDealers(api, period)
  const customer = await register(api, 'desk')
  const [staffA, staffB] = [await staffSession(api, a, 'a'), await staffSession(api, b, 'b')]
  const [ofA, ofB, declinedB] = [
    await bookAt(api, customer.token, a, period),
    await bookAt(api, customer.token, b, period),
    await bookAt(api, customer.token, b, period),
  ]
  const asA = bearer(staffA.token)
  const asB = bearer(staffB.token)
  const block = { start: blockAt.start, end: blockAt.end, reason: 'Service' }
  const declined = await api.call(`/dealer/bookings/${declinedB.appointment_id}/decline`, {
    method: 'POST',
    headers: asB,
    json: { reason: 'No driver free.' },
  })
  const blockedB = await api.call(`/dealer/vehicles/${ofB.plate}/blocks`, {
    method: 'POST',
    headers: asB,
    json: block,
  })
  if (declined.status !== 200 || blockedB.status !== 201)
    throw new Error(`B's own calls: decline ${declined.status}, block ${blockedB.status}`)
  const blockB = ((await blockedB.json()) as { data: { id: string } }).data.id
  const desk = (path: string, headers: Record<string, string>, method = 'GET', json?: unknown) =>
    api.call(`/dealer${path}`, { method, headers, ...(json !== undefined ? { json } : {}) })
  const decide = (action: string, reference: string, headers: Record<string, string>) =>
    desk(
      `/bookings/${reference}/${action}`,
      headers,
      action === 'decision' ? 'GET' : 'POST',
      action === 'decline' ? { reason: 'Not ours to decide.' } : undefined,
    )

  const checks: Check[] = [
    ["A's staff: B's request", () => desk(`/requests/${ofB.appointment_id}`, asA), 404],
    ["A's staff: B's decided request", () => desk(`/requests/${declinedB.appointment_id}`, asA), 404],
    ["A's staff: B's calendar", () => desk(`/vehicles/${ofB.plate}/calendar`, asA), 404],
    ["A's staff: block B's vehicle", () => desk(`/vehicles/${ofB.plate}/blocks`, asA, 'POST', block), 404],
    ["A's staff: delete B's block", () => desk(`/blocks/${blockB}`, asA, 'DELETE'), 404],
  ]
  for (const action of ['accept', 'decline', 'decision'])
    checks.push([`A's staff: ${action} B's`, () => decide(action, ofB.appointment_id, asA), 404])
  const customerToken = bearer(customer.token)
  for (const path of [
    '/requests',
    `/requests/${ofA.appointment_id}`,
    '/upcoming',
    '/decided',
    '/vehicles',
    '/staff',
  ])
    checks.push([`customer token: ${path}`, () => desk(path, customerToken), 401])
  checks.push(['customer token: decision', () => decide('decision', ofA.appointment_id, customerToken), 401])
  checks.push(['staff session: GET /user', () => api.call('/user', { headers: asA }), 401])
  checks.push(['staff session: GET /bookings', () => api.call('/bookings', { headers: asA }), 401])

  // A's lists, B named in the query (a staff session's own dealership wins): 200, and nothing of B's.
  const ofBs = [ofB.appointment_id, declinedB.appointment_id, ofB.plate, blockB, staffB.email]
  for (const path of ['/requests', '/upcoming', '/decided', '/vehicles', '/staff']) {
    checks.push([
      `A's staff: ${path} naming B`,
      async () => {
        const response = await desk(`${path}${path === '/staff' ? '' : `?dealer=${b}`}`, asA)
        const text = await response.text()
        const leaked = ofBs.some((item) => text.includes(item))
        return new Response(null, { status: response.status === 200 && leaked ? 299 : response.status })
      },
      200,
    ])
  }

  let held = 0
  const leaks: string[] = []
  for (const [name, run, expected] of checks) {
    const status = (await run()).status
    if (status === expected) held++
    else leaks.push(`${name} ${status === 299 ? 'shows B' : status}`)
  }
  // A's own calls, after all that: each 200 (a block 201).
  const own: [string, () => Promise<Response>, number][] = [
    ['request', () => desk(`/requests/${ofA.appointment_id}`, asA), 200],
    ['calendar', () => desk(`/vehicles/${ofA.plate}/calendar`, asA), 200],
    ['accept', () => decide('accept', ofA.appointment_id, asA), 200],
    ['decision', () => decide('decision', ofA.appointment_id, asA), 200],
  ]
  const blockedA = await desk(`/vehicles/${ofA.plate}/blocks`, asA, 'POST', block)
  const blockA = blockedA.status === 201 ? ((await blockedA.json()) as { data: { id: string } }).data.id : ''
  own.push(['unblock', () => desk(`/blocks/${blockA}`, asA, 'DELETE'), 200])
  const ownStatuses: string[] = [`block ${blockedA.status}`]
  let ownOk = blockedA.status === 201
  for (const [name, run, expected] of own) {
    const status = (await run()).status
    ownStatuses.push(`${name} ${status}`)
    if (status !== expected) ownOk = false
  }
  return {
    item: "staff cross-dealer matrix: a dealer's staff on another's bookings, vehicles, blocks and lists",
    figure: `${held}/${checks.length} held${leaks.length ? ` (LEAKS: ${leaks.join(', ')})` : ''}, own calls ${ownOk ? 'all 200/201' : ownStatuses.join(', ')}`,
    ok: held === checks.length && ownOk,
  }
}
