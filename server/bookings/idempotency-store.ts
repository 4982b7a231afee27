import { createHash } from 'node:crypto'
import type { Queryable } from '../db/database'
import { Refusal } from '../refusal'

/** The answer a booking request got, kept under its Idempotency-Key for the retries. */
export type Stored = { status: number; body: unknown }

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

/**
 * Claims (user, key) inside the booking transaction. The first request inserts the row; a concurrent
 * retry waits on the primary key until the first commits, then reads its answer. A failed first
 * attempt rolls its claim back, so a retry runs again. Same key with another body: 422, as Stripe does.
 */
export async function claimKey(
  tx: Queryable,
  userId: string,
  key: string,
  hash: string,
  now: Date,
): Promise<Stored | undefined> {
  const { rows } = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [userId, key, hash, now],
  )
  if (rows.length > 0) return undefined
  const existing = await tx.query<{ request_hash: string; response: unknown; status_code: number | null }>(
    'SELECT request_hash, response, status_code FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  )
  const row = existing.rows[0]
  if (!row || row.request_hash !== hash || row.status_code === null) {
    throw new Refusal(422, 'booking.idempotency_conflict', {
      errors: { 'Idempotency-Key': ['booking.idempotency_conflict'] },
    })
  }
  return { status: row.status_code, body: row.response }
}

export async function storeAnswer(tx: Queryable, userId: string, key: string, answer: Stored) {
  await tx.query(
    'UPDATE idempotency_keys SET response = $3::jsonb, status_code = $4 WHERE user_id = $1 AND key = $2',
    [userId, key, JSON.stringify(answer.body), answer.status],
  )
}
