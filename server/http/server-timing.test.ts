import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser } from '../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../tests/api/harness'
import { statementStep } from '../db/timed-database'
import { lock, rome, searchVehicles, TEST_NOW } from '../routes/bookings/test-helpers'

describe('statementStep: the step a statement counts in', () => {
  it('names the verb and the table, or the first part of a statement made of parts', () => {
    expect(statementStep('SELECT id, user_id FROM sessions WHERE token_hash = $1')).toBe('select-sessions')
    expect(statementStep('INSERT INTO holds (id) VALUES ($1)')).toBe('insert-holds')
    expect(statementStep('\n  UPDATE idempotency_keys SET response = $3')).toBe('update-idempotency_keys')
    expect(statementStep('DELETE FROM rate_limits WHERE key = $1')).toBe('delete-rate_limits')
    expect(statementStep('WITH vehicle AS (SELECT 1) INSERT INTO holds SELECT 1')).toBe('with-vehicle')
    expect(statementStep('BEGIN')).toBe('begin')
    expect(statementStep("SELECT set_config('a', 'b', true)")).toBe('select-values')
  })
})

describe('SERVER_TIMING', () => {
  let timed: TestServer
  let plain: TestServer
  const clock = testClock(TEST_NOW)
  const period = { booking_start: rome('2027-03-16', '09:00'), booking_end: rome('2027-03-18', '09:00') }

  beforeAll(async () => {
    ;[timed, plain] = await Promise.all([
      startTestServer({ clock, env: { SERVER_TIMING: 'true' } }),
      startTestServer({ clock }),
    ])
  })
  afterAll(() => Promise.all([timed?.close(), plain?.close()]))

  async function lockFirst(server: TestServer) {
    const user = await registerUser(server)
    const { body } = await searchVehicles(server, { model_code: 'discovery', ...period })
    const vehicle = body.data[0]
    if (!vehicle) throw new Error('no discovery')
    return lock(server, user.token, vehicle.time_slot_lock_code)
  }

  it('says where a lock spent its time: the session, the statement, the index refresh, the total', async () => {
    const response = await lockFirst(timed)
    expect(response.status).toBe(201)
    const steps: Record<string, { ms: number; count: number }> = {}
    for (const metric of (response.headers.get('server-timing') ?? '').split(', ')) {
      const [name = '', dur, desc] = metric.split(';')
      steps[name] = { ms: Number(dur?.slice('dur='.length)), count: Number(desc?.slice('desc='.length)) }
    }
    expect(Object.keys(steps).sort()).toEqual(['auth.session', 'db.with-taken', 'search.refresh', 'total'])
    for (const step of Object.values(steps)) {
      expect(step.ms).toBeGreaterThanOrEqual(0)
      expect(step.count).toBe(1)
    }
  })

  it('is off unless asked for', async () => {
    const response = await lockFirst(plain)
    expect(response.status).toBe(201)
    expect(response.headers.get('server-timing')).toBeNull()
  })
})
