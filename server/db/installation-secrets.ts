import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { insertOrReadSecrets } from './app-meta-store'
import type { Queryable } from './database'

export type InstallationSecrets = { operatorKey: string; receiptSecret: string }

/** Where `npm run dealer` finds the generated operator key of an embedded (PGlite) installation. */
export const OPERATOR_KEY_FILE = 'operator.key'
/** Where installations before operator keys kept the same secret, as the dealer key. */
const RETIRED_DEALER_KEY_FILE = 'dealer.key'

const newSecret = () => randomBytes(32).toString('base64url')

/**
 * The secrets the operator did not configure, generated once per installation and kept in the
 * database, so every API process sharing it uses the same ones. The first process to start inserts
 * them; the others read them (app-meta-store.ts: inserted unless there, then read). Never a fixed default.
 */
export async function installationSecrets(db: Queryable): Promise<InstallationSecrets> {
  const rows = await insertOrReadSecrets(db, { operatorKey: newSecret(), receiptSecret: newSecret() })
  const value = (key: string) => {
    const found = rows.find((row) => row.key === key)?.value
    if (!found) throw new Error(`The installation secret ${key} is missing`)
    return found
  }
  return { operatorKey: value('operator_key'), receiptSecret: value('receipt_secret') }
}

/**
 * With embedded PGlite only this process can open the database, so the generated operator key is also
 * written next to it (readable by its owner only) for `npm run dealer` on the same machine. The
 * `dealer.key` an older version wrote there holds the same secret (carried over in the database): it
 * goes once it does, so the secret lies in one file.
 */
export function writeOperatorKeyFile(dataDir: string, operatorKey: string) {
  const retired = path.join(dataDir, RETIRED_DEALER_KEY_FILE)
  const file = path.join(dataDir, OPERATOR_KEY_FILE)
  if (!(existsSync(file) && readFileSync(file, 'utf8').trim() === operatorKey)) {
    writeFileSync(file, `${operatorKey}\n`, { mode: 0o600 })
    chmodSync(file, 0o600)
  }
  if (existsSync(retired) && readFileSync(retired, 'utf8').trim() === operatorKey)
    rmSync(retired, { force: true })
}
