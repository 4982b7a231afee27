import { describe, expect, it } from 'vitest'
import { bearer, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { TEST_NOW } from '../bookings/test-helpers'
import { OPERATOR_KEY, staffWorld } from './dealer-staff.test-support'

/**
 * Dealer staff and the other sides (issue 33): a staff session opens its own dealership's dealer calls
 * only (404 for another's), never a customer call, and a customer's token never opens a dealer call; a
 * staff decision is on record as theirs.
 */
const w = staffWorld()

describe('who am I, and the staff list', () => {
  it("answer the staff member's own dealership, and only its staff", async () => {
    const a = await w.staffOf(w.dealerA, 'me-a')
    const b = await w.staffOf(w.dealerB, 'me-b')
    const me = await w.server.api('/api/v1/dealer/me', { headers: bearer(a.token) })
    expect(me.status).toBe(200)
    const who = (await me.json()).data
    expect(who).toMatchObject({ kind: 'staff', id: a.id, label: a.email, staff: { email: a.email } })
    expect(who.dealer.dealer_id).toBe(w.dealerA)
    const list = await w.server.api('/api/v1/dealer/staff', { headers: bearer(a.token) })
    expect(list.status).toBe(200)
    const emails = ((await list.json()).data as { email: string; dealer_id: string }[]).map((s) => s.email)
    expect(emails).toContain(a.email)
    expect(emails).not.toContain(b.email)
    const listed = JSON.stringify(
      await (await w.server.api('/api/v1/dealer/staff', { headers: bearer(b.token) })).json(),
    )
    expect(listed).toContain(b.email)
    expect(listed).not.toContain(a.email)
    expect(listed).not.toMatch(/password|scrypt/)
    const asOperator = await w.server.api(`/api/v1/operator/dealers/${w.dealerB}/staff`, {
      headers: { 'x-operator-key': OPERATOR_KEY },
    })
    expect(JSON.stringify(await asOperator.json())).toContain(b.email)
  })

  it("answer a dealership's key too; the operator key has no staff list of its own", async () => {
    const created = await w.post(
      `/operator/dealers/${w.dealerA}/keys`,
      { label: 'Staff list' },
      { 'x-operator-key': OPERATOR_KEY },
    )
    const key = (await created.json()).data.key as string
    const me = await w.server.api('/api/v1/dealer/me', { headers: { 'x-dealer-key': key } })
    expect((await me.json()).data).toMatchObject({ kind: 'dealer_key', label: 'Staff list', staff: null })
    expect((await w.server.api('/api/v1/dealer/staff', { headers: { 'x-dealer-key': key } })).status).toBe(
      200,
    )
    const operatorMe = await w.server.api('/api/v1/dealer/me', { headers: { 'x-dealer-key': OPERATOR_KEY } })
    expect((await operatorMe.json()).data).toEqual({
      kind: 'operator',
      id: null,
      label: 'operator',
      staff: null,
      dealer: null,
    })
    const none = await w.server.api('/api/v1/dealer/staff', { headers: { 'x-dealer-key': OPERATOR_KEY } })
    expect(none.status).toBe(403)
  })
})

describe('staff sessions on the dealer calls', () => {
  it("dealer A's staff on every dealer call for dealer B's booking: 404, as an unknown booking", async () => {
    const a = await w.staffOf(w.dealerA, 'matrix')
    const ofB = await w.bookAt(w.dealerB)
    for (const call of ['accept', 'decline', 'decision'] as const) {
      for (const reference of [ofB.appointment_id, ofB.booking_id]) {
        const foreign = await w.dealerCall(call, reference, bearer(a.token))
        const unknown = await w.dealerCall(call, 'AR-XXXX-XXXX', bearer(a.token))
        expect([call, reference, foreign.status]).toEqual([call, reference, 404])
        expect((await foreign.json()).message).toBe((await unknown.json()).message)
      }
    }
    // Untouched: B's booking is still PENDING, undecided.
    expect(
      (await w.dealerCall('decision', ofB.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status,
    ).toBe(404)
    const b = await w.staffOf(w.dealerB, 'matrix')
    expect((await w.dealerCall('accept', ofB.appointment_id, bearer(b.token))).status).toBe(200)
  })

  it("records a staff member's decision as theirs: desk when the desk says so, else api", async () => {
    const a = await w.staffOf(w.dealerA, 'decider')
    const accepted = await w.bookAt(w.dealerA)
    const response = await w.dealerCall('accept', accepted.appointment_id, {
      ...bearer(a.token),
      'x-dealer-channel': 'desk',
    })
    expect(response.status).toBe(200)
    const read = await w.dealerCall('decision', accepted.appointment_id, bearer(a.token))
    expect((await read.json()).data).toEqual({
      appointment_id: accepted.appointment_id,
      decision: 'ACCEPTED',
      decided_by: { kind: 'staff', id: a.id, label: a.email },
      channel: 'desk',
      reason: null,
      reason_code: null,
      decided_at: TEST_NOW.toISOString(),
    })
    const declined = await w.bookAt(w.dealerA)
    const decline = await w.dealerCall('decline', declined.appointment_id, {
      ...bearer(a.token),
      'x-dealer-channel': 'cli',
    })
    expect(decline.status).toBe(200)
    const record = await w.dealerCall('decision', declined.appointment_id, { 'x-dealer-key': OPERATOR_KEY })
    expect((await record.json()).data).toMatchObject({
      decision: 'DECLINED',
      decided_by: { kind: 'staff', id: a.id, label: a.email },
      channel: 'api',
      reason: 'No driver free to hand it over.',
    })
  })
})

describe('w.customer and staff tokens stay on their own side', () => {
  it("a w.customer's token opens no dealer call", async () => {
    const booking = await w.bookAt(w.dealerA)
    const headers = bearer(w.customer.token)
    for (const call of ['accept', 'decline', 'decision'] as const) {
      const response = await w.dealerCall(call, booking.appointment_id, headers)
      expect([call, response.status]).toEqual([call, 401])
      expect((await response.json()).message).toContain('x-dealer-key')
    }
    expect((await w.server.api('/api/v1/dealer/me', { headers })).status).toBe(401)
    expect((await w.server.api('/api/v1/dealer/staff', { headers })).status).toBe(401)
    expect((await w.post('/dealer/auth/refresh', null, headers)).status).toBe(401)
    expect((await w.post('/dealer/auth/logout', null, headers)).status).toBe(401)
    // Still the w.customer's own, and still PENDING.
    expect((await w.server.api('/api/v1/user', { headers })).status).toBe(200)
    expect(
      (await w.dealerCall('decision', booking.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status,
    ).toBe(404)
  })

  it('a staff token opens no w.customer call', async () => {
    const staff = await w.staffOf(w.dealerA)
    const headers = bearer(staff.token)
    expect((await w.server.api('/api/v1/user', { headers })).status).toBe(401)
    expect((await w.server.api('/api/v1/bookings', { headers })).status).toBe(401)
    expect((await w.post('/auth/refresh-token', null, headers)).status).toBe(401)
    expect((await w.post('/auth/logout', null, headers)).status).toBe(401)
    // Nor do a staff member's credentials sign in as a w.customer.
    expect((await w.post('/auth/login', { email: staff.email, password: STRONG_PASSWORD })).status).toBe(401)
    expect((await w.server.api('/api/v1/dealer/me', { headers })).status).toBe(200)
  })
})
