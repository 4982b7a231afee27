import { randomUUID } from 'node:crypto'
import type { Language } from '../../src/contract/language'
import type { Queryable } from '../db/database'

/** The id and password hash of the account with this (normalized) email, for a login. */
export async function findCredentialsByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; password_hash: string } | undefined> {
  const { rows } = await db.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE email = $1',
    [email],
  )
  return rows[0]
}

/** The password hash of a user, for a change of password that checks the current one. */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  )
  return rows[0]?.password_hash
}

export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string, now: Date) {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    userId,
    passwordHash,
    now,
  ])
}

/** Who hears of a change to an account: its address, first name and language. */
export async function findAccountContact(
  tx: Queryable,
  userId: string,
): Promise<{ email: string; first_name: string; language_code: Language } | undefined> {
  const { rows } = await tx.query<{ email: string; first_name: string; language_code: Language }>(
    'SELECT email, first_name, language_code FROM users WHERE id = $1',
    [userId],
  )
  return rows[0]
}

/** Who a reset link goes to: the account with this (normalized) email, if any. */
export async function findResetRecipient(
  db: Queryable,
  email: string,
): Promise<{ id: string; first_name: string } | undefined> {
  const { rows } = await db.query<{ id: string; first_name: string }>(
    'SELECT id, first_name FROM users WHERE email = $1',
    [email],
  )
  return rows[0]
}

/** Records a reset token (its hash only) of a user, valid until `expiresAt`. */
export async function insertPasswordReset(
  tx: Queryable,
  userId: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  await tx.query(
    `INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), userId, tokenHash, now, expiresAt],
  )
}

/**
 * The unused, unexpired reset of this token hash for the account with this email, locked (FOR UPDATE)
 * until the end of the transaction `tx`, so only one use of a token wins.
 */
export async function lockLiveReset(
  tx: Queryable,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<{ id: string; user_id: string } | undefined> {
  const { rows } = await tx.query<{ id: string; user_id: string }>(
    `SELECT r.id, r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = $1 AND u.email = $2 AND r.used_at IS NULL AND r.expires_at > $3
     FOR UPDATE OF r`,
    [tokenHash, email, now],
  )
  return rows[0]
}

/** Marks every unused reset of a user used: a reset link is single use and takes the others with it. */
export async function markResetsUsed(tx: Queryable, userId: string, now: Date) {
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ])
}
