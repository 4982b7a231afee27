import type { DeclineReasonCode } from '../../src/contract/bookings'
import type { DECIDER_KINDS, DECISION_CHANNELS, DECISIONS } from '../../src/contract/dealer-access'
import type { Queryable } from '../db/database'

/**
 * The record of how each booking left PENDING: who (a dealer's key, the operator, the system, the
 * customer, a staff member), by which channel, when and why (a text, a common reason's code, or
 * both). Written in the transaction of the status change, so a decided booking always has its record.
 */

/** Who decided: a dealer's key (its id and label), the operator, the system's sweep, the customer. */
export type DecidedBy = { kind: (typeof DECIDER_KINDS)[number]; id: string | null; label: string }
export type DecisionChannel = (typeof DECISION_CHANNELS)[number]

export type DecisionRecord = {
  booking_id: string
  decision: (typeof DECISIONS)[number]
  decided_by_kind: DecidedBy['kind']
  decided_by_id: string | null
  decided_by_label: string
  channel: DecisionChannel
  reason: string | null
  reason_code: DeclineReasonCode | null
  decided_at: Date
}

export const OPERATOR: DecidedBy = { kind: 'operator', id: null, label: 'operator' }
export const SYSTEM: DecidedBy = { kind: 'system', id: null, label: 'system' }
export const CUSTOMER: DecidedBy = { kind: 'customer', id: null, label: 'customer' }

export async function insertDecision(
  tx: Queryable,
  record: {
    bookingId: string
    decision: DecisionRecord['decision']
    by: DecidedBy
    channel: DecisionChannel
    reason: string | null
    reasonCode?: DeclineReasonCode | null
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO booking_decisions (booking_id, decision, decided_by_kind, decided_by_id, decided_by_label,
       channel, reason, reason_code, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      record.bookingId,
      record.decision,
      record.by.kind,
      record.by.id,
      record.by.label,
      record.channel,
      record.reason,
      record.reasonCode ?? null,
      now,
    ],
  )
}

export async function findDecision(db: Queryable, bookingId: string): Promise<DecisionRecord | undefined> {
  const { rows } = await db.query<DecisionRecord>(
    `SELECT booking_id, decision, decided_by_kind, decided_by_id, decided_by_label, channel, reason,
       reason_code, decided_at
     FROM booking_decisions WHERE booking_id = $1`,
    [bookingId],
  )
  return rows[0]
}
