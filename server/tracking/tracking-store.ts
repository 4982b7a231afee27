import type { Queryable } from '../db/database'

/** Starts an anonymous tracking session, live until `expiresAt`. */
export async function insertTrackingSession(db: Queryable, id: string, now: Date, expiresAt: Date) {
  await db.query('INSERT INTO tracking_sessions (id, created_at, expires_at) VALUES ($1, $2, $3)', [
    id,
    now,
    expiresAt,
  ])
}

export type NewTrackingEvent = { id: string; sessionId: string; eventType: string; metadata: unknown }

/** Records an event of a session live at `now`; false when there is no such live session. */
export async function insertTrackingEvent(
  db: Queryable,
  event: NewTrackingEvent,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO tracking_events (id, session_id, event_type, metadata, created_at)
     SELECT $1, id, $3, $4::jsonb, $5 FROM tracking_sessions WHERE id = $2 AND expires_at > $5
     RETURNING id`,
    [event.id, event.sessionId, event.eventType, JSON.stringify(event.metadata), now],
  )
  return rows.length > 0
}
