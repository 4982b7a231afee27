import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { insertOrReadSecrets } from './app-meta-store'
import type { Queryable } from './database'

export type InstallationSecrets = { dealerKey: string; receiptSecret: string }

/** Where `npm run dealer` finds the generated dealer key of an embedded (PGlite) installation. */
export const DEALER_KEY_FILE = 'dealer.key'

const newSecret = () => randomBytes(32).toString('base64url')

/**
 * The secrets the operator did not configure, generated once per installation and kept in the
 * database, so every API process sharing it uses the same ones. The first process to start inserts
 * them; the others read them (app-meta-store.ts: inserted unless there, then read). Never a fixed default.
 */
export async function installationSecrets(db: Queryable): Promise<InstallationSecrets> {
  const rows = await insertOrReadSecrets(db, { dealerKey: newSecret(), receiptSecret: newSecret() })
  const value = (key: string) => {
    const found = rows.find((row) => row.key === key)?.value
    if (!found) throw new Error(`The installation secret ${key} is missing`)
    return found
  }
  return { dealerKey: value('dealer_key'), receiptSecret: value('receipt_secret') }
}

/**
 * With embedded PGlite only this process can open the database, so the generated dealer key is also
 * written next to it (readable by its owner only) for `npm run dealer` on the same machine.
 */
export function writeDealerKeyFile(dataDir: string, dealerKey: string) {
  const file = path.join(dataDir, DEALER_KEY_FILE)
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === dealerKey) return
  writeFileSync(file, `${dealerKey}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
}
