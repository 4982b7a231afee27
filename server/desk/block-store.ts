import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database'
import { isExclusionViolation } from '../holds/hold-store'
import { Refusal } from '../refusal'

/**
 * Vehicle blocks (migration 0440): a dealership takes one of its vehicles out of rental for a period.
 * The block's row says who and why; its hold (kind `block`) holds the vehicle, under the exclusion
 * constraint every lock and booking is under, and tells every search index through the holds' trigger.
 * Every query takes the dealership (DESIGN §8): another dealership's vehicle or block is not found.
 */

/** Who made a block: a staff member, a dealership's key, or the operator (no id). */
export type BlockCreator = { kind: 'staff' | 'dealer_key' | 'operator'; id: string | null; label: string }

export type BlockRow = {
  id: string
  license_plate: string
  start_at: Date
  end_at: Date
  reason: string
  created_by_kind: BlockCreator['kind']
  created_by_id: string | null
  created_by_label: string
  created_at: Date
}

const COLUMNS = `id, license_plate, start_at, end_at, reason, created_by_kind, created_by_id, created_by_label,
  created_at`

/**
 * Blocks the vehicle over [start, end), in the caller's transaction. Undefined when the dealership has
 * no such vehicle; a 409 `dealer.block_overlaps` when a live lock, booking or block overlaps. As a lock
 * does (hold-store.ts `insertLock`), it waits on the vehicle's row first and switches off the vehicle's
 * expired locks, which must not stand in the way.
 */
export async function insertBlock(
  tx: Queryable,
  input: { dealerId: string; plate: string; start: Date; end: Date; reason: string; by: BlockCreator },
  now: Date,
): Promise<BlockRow | undefined> {
  const holdId = randomUUID()
  try {
    const { rows } = await tx.query<BlockRow>(
      `WITH vehicle AS (
         SELECT license_plate FROM vehicles WHERE license_plate = $1 AND dealer_id = $2 FOR NO KEY UPDATE
       ), expired AS (
         UPDATE holds SET active = false
         WHERE license_plate = (SELECT license_plate FROM vehicle) AND kind = 'lock' AND active
           AND expires_at <= $3
         RETURNING id
       ), hold AS (
         INSERT INTO holds (id, kind, license_plate, start_at, end_at, created_at)
         SELECT $4, 'block', license_plate, $5, $6, $3 FROM vehicle WHERE (SELECT count(*) FROM expired) >= 0
         RETURNING id, license_plate
       )
       INSERT INTO vehicle_blocks (id, hold_id, license_plate, start_at, end_at, reason, created_by_kind,
         created_by_id, created_by_label, created_at)
       SELECT $7, id, license_plate, $5, $6, $8, $9, $10, $11, $3 FROM hold
       RETURNING ${COLUMNS}`,
      [
        input.plate,
        input.dealerId,
        now,
        holdId,
        input.start,
        input.end,
        randomUUID(),
        input.reason,
        input.by.kind,
        input.by.id,
        input.by.label,
      ],
    )
    return rows[0]
  } catch (error) {
    if (isExclusionViolation(error)) throw new Refusal(409, 'dealer.block_overlaps')
    throw error
  }
}

/** Deletes a block and its hold, in the caller's transaction; answers its vehicle, or undefined. */
export async function deleteBlock(tx: Queryable, dealerId: string, id: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ hold_id: string; license_plate: string }>(
    `DELETE FROM vehicle_blocks
     WHERE id = $1 AND license_plate IN (SELECT license_plate FROM vehicles WHERE dealer_id = $2)
     RETURNING hold_id, license_plate`,
    [id, dealerId],
  )
  const row = rows[0]
  if (!row) return undefined
  await tx.query('DELETE FROM holds WHERE id = $1', [row.hold_id])
  return row.license_plate
}

/** The blocks of one of the dealership's vehicles that overlap [from, to). */
export async function blocksOf(
  db: Queryable,
  dealerId: string,
  plate: string,
  span: { from: Date; to: Date },
): Promise<BlockRow[]> {
  const { rows } = await db.query<BlockRow>(
    `SELECT ${COLUMNS} FROM vehicle_blocks
     WHERE license_plate = $1 AND start_at < $3 AND end_at > $2
       AND license_plate IN (SELECT license_plate FROM vehicles WHERE dealer_id = $4)
     ORDER BY start_at, id`,
    [plate, span.from, span.to, dealerId],
  )
  return rows
}
