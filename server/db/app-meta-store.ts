import type { Queryable } from './database'

/** The installation's own facts in `app_meta`: its id, and the secrets the operator did not configure. */

/** The id the seed gave this installation; empty when there is none. */
export async function readInstallationId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM app_meta WHERE key = 'installation_id'`,
  )
  return rows[0]?.value ?? ''
}

/** Gives the installation its id, unless it has one (no write then). */
export async function insertInstallationId(tx: Queryable, id: string) {
  const { rows } = await tx.query(`SELECT 1 FROM app_meta WHERE key = 'installation_id'`)
  if (rows.length > 0) return
  await tx.query(
    `INSERT INTO app_meta (key, value) VALUES ('installation_id', $1) ON CONFLICT (key) DO NOTHING`,
    [id],
  )
}

/**
 * The operator key and the receipt secret: the first process to start inserts these new ones, the
 * others keep what is there (ON CONFLICT DO NOTHING); answers what is there then. An installation from
 * before operator keys has its dealer key carried over as its operator key by migration 0400.
 */
export async function insertOrReadSecrets(
  db: Queryable,
  fresh: { operatorKey: string; receiptSecret: string },
): Promise<{ key: string; value: string }[]> {
  await db.query(
    `INSERT INTO app_meta (key, value) VALUES ('operator_key', $1), ('receipt_secret', $2)
     ON CONFLICT (key) DO NOTHING`,
    [fresh.operatorKey, fresh.receiptSecret],
  )
  const { rows } = await db.query<{ key: string; value: string }>(
    `SELECT key, value FROM app_meta WHERE key IN ('operator_key', 'receipt_secret')`,
  )
  return rows
}

/** The generated operator key, for `npm run dealer` on a PostgreSQL installation. */
export async function readOperatorKey(db: Pick<Queryable, 'query'>): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_meta WHERE key = 'operator_key'`)
  return rows[0]?.value || undefined
}
