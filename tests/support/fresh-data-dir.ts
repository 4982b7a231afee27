import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A new, empty PGlite data directory for a test server, copied from a template made once per machine and
 * PGlite version. Creating a database cluster from nothing (PGlite's initdb) takes about 4 s on a quiet
 * 2-core host and over 20 s under load; opening a copy of a cleanly closed one takes well under a second.
 * The copy is byte for byte what a fresh directory holds after its first open: no schema, no data; the
 * server under test migrates and seeds it as it would on a first start.
 */
export async function freshDataDir(prefix: string): Promise<string> {
  const template = await pgliteTemplate()
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  cpSync(template, dir, { recursive: true })
  return dir
}

const require = createRequire(import.meta.url)

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite')
  let dir = path.dirname(entry)
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

let making: Promise<string> | undefined

/** Made in a directory of its own and renamed into place, so processes racing to make it never share one. */
export function pgliteTemplate(): Promise<string> {
  making ??= (async () => {
    const target = path.join(tmpdir(), `altura-pglite-template-${pgliteVersion()}`)
    if (existsSync(path.join(target, 'PG_VERSION'))) return target
    const building = mkdtempSync(path.join(tmpdir(), 'altura-pglite-template-building-'))
    const [{ PGlite }, { btree_gist }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
    ])
    const db = await PGlite.create(building, { extensions: { btree_gist } })
    await db.close()
    try {
      renameSync(building, target)
    } catch {
      // Another process put its template in place first: use that one.
      rmSync(building, { recursive: true, force: true })
    }
    return target
  })()
  return making
}
