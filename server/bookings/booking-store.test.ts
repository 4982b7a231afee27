import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerUser } from '../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../tests/api/harness'
import { type Database, openDatabase, type Queryable, type Row } from '../db/database'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW } from '../routes/bookings/test-helpers'
import { findBooking, listBookings, sweepExpired } from './answer-deadline-store'

/** The answer deadline of the defaults: 48 hours after the booking, or the pick-up if sooner. */
const HOURS = 48

const clock = testClock(TEST_NOW)
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }
const afterStart = new Date(new Date(period.start).getTime() + 60_000)
let server: TestServer
let db: Database
let userId: string
let bookingId: string

/** Every statement run, with whether it ran inside a transaction. */
function recording(inner: Database) {
  const statements: { sql: string; inTransaction: boolean }[] = []
  const wrap = (q: Queryable, inTransaction: boolean): Queryable => ({
    query: <T extends Row>(sql: string, params?: unknown[]) => {
      statements.push({ sql: sql.trim(), inTransaction })
      return q.query<T>(sql, params)
    },
    exec: (sql) => {
      statements.push({ sql: sql.trim(), inTransaction })
      return q.exec(sql)
    },
  })
  const db: Database = {
    ...inner,
    ...wrap(inner, false),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx, true))),
  }
  return { db, statements }
}

beforeAll(async () => {
  // A PENDING booking made through the API, then the database opened directly once the server stopped.
  server = await startTestServer({ clock })
  const account = await registerUser(server)
  userId = account.user.id as string
  const { body } = await searchVehicles(server, {
    model_code: 'range-rover',
    booking_start: period.start,
    booking_end: period.end,
  })
  const vehicle = body.data[0]
  if (!vehicle) throw new Error('no vehicle')
  const held = (await (await lock(server, account.token, vehicle.time_slot_lock_code)).json()).data
  const created = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(account.token),
    json: bookingBody(vehicle, held, period),
  })
  bookingId = (await created.json()).data.booking_id
  await server.stop()
  db = await openDatabase({
    databaseUrl: server.env.DATABASE_URL,
    dataDir: server.env.DATA_DIR ?? '',
    schema: server.env.DATABASE_SCHEMA,
  })
})
afterAll(async () => {
  await db?.close()
  await server?.close()
})

describe('the expiry of PENDING bookings', () => {
  it('reads show a PENDING booking past its start as EXPIRED without writing anything', async () => {
    const { db: spy, statements } = recording(db)
    expect((await findBooking(spy, bookingId, TEST_NOW, HOURS))?.status).toBe('PENDING')
    expect((await findBooking(spy, bookingId, afterStart, HOURS))?.status).toBe('EXPIRED')
    expect((await listBookings(spy, userId, afterStart, HOURS)).map((b) => b.status)).toEqual(['EXPIRED'])
    expect(statements.every((s) => /^SELECT/i.test(s.sql))).toBe(true)
    const stored = await db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      bookingId,
    ])
    expect(stored.rows[0]?.status).toBe('PENDING')
  })

  it('the sweep expires the booking and frees its hold in one statement', async () => {
    const { db: spy, statements } = recording(db)
    expect((await sweepExpired(spy, afterStart, HOURS)).map((b) => b.id)).toEqual([bookingId])
    expect(statements).toHaveLength(1)
    const { rows } = await db.query<{ status: string; active: boolean }>(
      'SELECT b.status, h.active FROM bookings b JOIN holds h ON h.id = b.hold_id WHERE b.id = $1',
      [bookingId],
    )
    expect(rows[0]).toEqual({ status: 'EXPIRED', active: false })
    expect(await sweepExpired(db, afterStart, HOURS)).toEqual([])
  })
})
