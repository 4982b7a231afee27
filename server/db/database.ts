import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import pg from 'pg'

export type Row = Record<string, unknown>

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** One interface over embedded PGlite and a PostgreSQL server: same SQL, same migrations. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir, { extensions: { btree_gist } })
  return {
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      const result = await db.query<T>(sql, params)
      return { rows: result.rows }
    },
    exec: async (sql) => {
      await db.exec(sql)
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) => {
            const result = await tx.query<T>(sql, params)
            return { rows: result.rows }
          },
          exec: async (sql: string) => {
            await tx.exec(sql)
          },
        }),
      ),
    close: () => db.close(),
  }
}

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  })
  // Fail at start, naming the problem, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      const result = await pool.query(sql, params as unknown[])
      return { rows: result.rows as T[] }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const value = await fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) => {
            const result = await client.query(sql, params as unknown[])
            return { rows: result.rows as T[] }
          },
          exec: async (sql: string) => {
            await client.query(sql)
          },
        })
        await client.query('COMMIT')
        return value
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; schema?: string }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.dataDir)
}
