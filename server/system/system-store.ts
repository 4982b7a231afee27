import type { Queryable } from '../db/database'

/** The id the seed gave this installation (app_meta); empty when there is none. */
export async function readInstallationId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM app_meta WHERE key = 'installation_id'`,
  )
  return rows[0]?.value ?? ''
}
