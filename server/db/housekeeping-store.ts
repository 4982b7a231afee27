import type { Queryable } from './database'

/** Drops rate-limit windows started before `windowsBefore`, and sessions and emailed links (customers' and dealer staff's) expired before `expiredBefore`. */
export async function deleteStaleRows(db: Queryable, windowsBefore: Date, expiredBefore: Date) {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [windowsBefore])
  await db.query('DELETE FROM sessions WHERE expires_at < $1', [expiredBefore])
  await db.query('DELETE FROM password_resets WHERE expires_at < $1', [expiredBefore])
  await db.query('DELETE FROM dealer_staff_sessions WHERE expires_at < $1', [expiredBefore])
  await db.query('DELETE FROM dealer_staff_links WHERE expires_at < $1', [expiredBefore])
}
