import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The server's layout: each resource (server/bookings, holds, users, auth …) keeps its SQL in its
 * stores, and the routes stay thin. A route module that imports another is refused by the import rules
 * in lint.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return files(relative)
    return entry.name.endsWith('.ts') ? [relative] : []
  })
}

const serverFiles = files('server')
/** Where SQL may be written: stores, migrations, and tests with their helpers. */
const MAY_HOLD_SQL = /(-store|\.test|\.test-support|\/test-helpers|\/migrations?(-[a-z]+)?)\.ts$/
/** The statements of SQL, in capitals as the codebase writes them. */
const SQL = /SELECT|INSERT|UPDATE |DELETE FROM/

describe('the server layout', () => {
  it('keeps every SQL statement in a store (*-store.ts), a migration or a test', () => {
    const outside = serverFiles.filter(
      (file) => !MAY_HOLD_SQL.test(file) && SQL.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(outside).toEqual([])
  })

  it('keeps route modules thin: parse, call one use case, answer (100 lines at most)', () => {
    const long = serverFiles
      .filter((file) => file.endsWith('.routes.ts'))
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 100)
    expect(long).toEqual([])
  })
})
