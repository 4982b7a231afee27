/**
 * A fresh database per catalogue, filled by the project's own generator (server/catalogue/generate-cli.ts),
 * and dropped afterwards: a PostgreSQL database created on the server for the run, or a PGlite
 * directory in the temp folder.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type Catalogue = { dealers: number; vehicles: number; bookings: number }

export type BenchDatabase = {
  label: 'PostgreSQL' | 'PGlite'
  /** What a server process (and the generator) needs in its environment to use this database. */
  env: NodeJS.ProcessEnv
  drop(): Promise<void>
}

let created = 0

/** A new database on the PostgreSQL server of `adminUrl` (any database there that we may connect to). */
export async function freshPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `altura_bench_${process.pid}_${++created}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

export function freshPglite(): BenchDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'altura-bench-'))
  return {
    label: 'PGlite',
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

/**
 * Fills the database with a generated catalogue; resolves with the seconds taken. Catalogues for different
 * databases may be generated at the same time (no server may hold a PGlite directory meanwhile).
 */
export function generateCatalogue(database: BenchDatabase, catalogue: Catalogue): Promise<number> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/catalogue/generate-cli.ts',
      ...['--dealers', String(catalogue.dealers)],
      ...['--vehicles', String(catalogue.vehicles)],
      ...['--bookings', String(catalogue.bookings)],
    ],
    { cwd: root, env: { ...process.env, ...database.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`Generating the catalogue failed:\n${output}`)),
    )
  })
}
