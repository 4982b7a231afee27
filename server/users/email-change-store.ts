import type { Queryable } from '../db/database'

/** How long the old address can undo an email change. */
export const EMAIL_REVERT_HOURS = 72

/** The account as an email change sees it, locked until the end of the transaction. */
export async function lockAccount(tx: Queryable, userId: string) {
  const { rows } = await tx.query<{ email: string; first_name: string; language_code: 'it' | 'en' }>(
    'SELECT email, first_name, language_code FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  )
  return rows[0]
}

export async function currentEmail(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])
  return rows[0]?.email
}

/** Records the way back from `newEmail` to `oldEmail`; only the token's hash is kept. */
export async function insertEmailRevert(
  tx: Queryable,
  change: { userId: string; oldEmail: string; newEmail: string; tokenHash: string },
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + EMAIL_REVERT_HOURS * 3_600_000)
  await tx.query(
    `INSERT INTO email_change_reverts (token_hash, user_id, old_email, new_email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [change.tokenHash, change.userId, change.oldEmail, change.newEmail, now, expiresAt],
  )
}

export type RevertOutcome =
  | { status: 'reverted'; userId: string }
  | { status: 'invalid' }
  | { status: 'taken' }

/**
 * Puts the account back on the address a change moved it from. The link works once; using it also
 * spends the links of every later change (they are undone with it), while an earlier change's link
 * stays usable, so the first owner's way back cannot be spent by whoever made the later changes.
 */
export async function revertEmailChange(tx: Queryable, tokenHash: string, now: Date): Promise<RevertOutcome> {
  const { rows } = await tx.query<{ user_id: string; old_email: string; created_at: Date }>(
    `SELECT user_id, old_email, created_at FROM email_change_reverts
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
    [tokenHash, now],
  )
  const revert = rows[0]
  if (!revert) return { status: 'invalid' }
  const moved = await tx.query(
    `UPDATE users SET email = $2, updated_at = $3
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email = $2 AND other.id <> $1)
     RETURNING id`,
    [revert.user_id, revert.old_email, now],
  )
  if (moved.rows.length === 0) return { status: 'taken' }
  await tx.query(
    `UPDATE email_change_reverts SET used_at = $3
     WHERE user_id = $1 AND used_at IS NULL AND created_at >= $2`,
    [revert.user_id, revert.created_at, now],
  )
  return { status: 'reverted', userId: revert.user_id }
}
