import type { Database, Queryable, Row } from './database'

/**
 * Where one request's time goes, step by step: milliseconds and how many times each step ran. Filled by
 * `timedDatabase` (one step per kind of statement) and by whoever else times a step (`addStep`).
 */
export type StepTimes = Map<string, { ms: number; count: number }>

export function addStep(steps: StepTimes, name: string, ms: number) {
  const step = steps.get(name)
  if (step) {
    step.ms += ms
    step.count++
  } else steps.set(name, { ms, count: 1 })
}

/**
 * The step a statement counts in, named by its verb and its table: `insert-holds`, `select-sessions`,
 * `update-idempotency_keys`; a statement made of named parts by its first part (`with-<name>`).
 */
export function statementStep(sql: string): string {
  const words = /^\s*(\w+)(?:\s+(?:INTO\s+|FROM\s+)?(\w+))?/i.exec(sql)
  const verb = words?.[1]?.toLowerCase() ?? 'sql'
  if (verb === 'select') return `select-${/\bFROM\s+(\w+)/i.exec(sql)?.[1] ?? 'values'}`
  if (verb === 'insert' || verb === 'update' || verb === 'delete' || verb === 'with')
    return `${verb}-${words?.[2] ?? ''}`
  return verb
}

async function timed<T>(steps: StepTimes, name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    addStep(steps, name, performance.now() - started)
  }
}

function timedQueryable(db: Queryable, steps: StepTimes, prefix: string): Queryable {
  return {
    query: <T extends Row>(sql: string, params?: unknown[]) =>
      timed(steps, `${prefix}${statementStep(sql)}`, () => db.query<T>(sql, params)),
    exec: (sql) => timed(steps, `${prefix}${statementStep(sql)}`, () => db.exec(sql)),
  }
}

/**
 * The database as one request sees it when the server times its steps (SERVER_TIMING): every statement
 * is timed into `steps`, with the round trips of a transaction named apart: `db.begin` (waiting for a
 * connection, then BEGIN), `tx.<statement>` inside it, `db.commit` (COMMIT and giving the connection
 * back). Statements outside a transaction are `db.<statement>`, their wait for a connection included.
 */
export function timedDatabase(db: Database, steps: StepTimes): Database {
  return {
    ...timedQueryable(db, steps, 'db.'),
    kind: db.kind,
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
      const asked = performance.now()
      let returned = asked
      try {
        return await db.transaction(async (tx) => {
          addStep(steps, 'db.begin', performance.now() - asked)
          try {
            return await fn(timedQueryable(tx, steps, 'tx.'))
          } finally {
            returned = performance.now()
          }
        })
      } finally {
        addStep(steps, 'db.commit', performance.now() - returned)
      }
    },
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
  }
}
