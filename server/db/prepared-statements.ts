import type pg from 'pg'

/**
 * A statement that answers every column of a table: `*` or `b.*` in its list or its RETURNING. The
 * catalogue's `free` (server/catalogue/vehicle-store.ts) is no table but a CTE that names each of its
 * columns: `free.*` is a fixed list.
 */
const EVERY_COLUMN = /(?:select|returning|,)\s+(?:(?!free\.)\w+\.)?\*|\b(?!free\.)\w+\.\*/i

/** Distinct statements one process prepares; any beyond run unprepared, as every statement once did. */
const PREPARED_LIMIT = 500

/**
 * Statements with parameters are prepared, once per connection, under a name of their text: PostgreSQL
 * then neither parses nor plans them again. Parsing and planning are most of the cost of the short
 * statements the app sends; on the reference machine, lock+release pairs in `pgbench` ran at 1,300 a
 * second sent unprepared, 2,170 prepared. The app's statements are constant texts with parameters,
 * so the names stay few; the limit keeps a stray generated text from growing them without end.
 * A statement that answers every column of a table (`*`, `b.*`) stays unprepared: a column added by a
 * newer process's migration would fail its prepared plan here.
 */
export function preparedStatements() {
  /** Each text's name, or null for a text that stays unprepared. */
  const names = new Map<string, string | null>()
  return (text: string, values: unknown[] | undefined): string | pg.QueryConfig => {
    if (values === undefined) return text
    let name = names.get(text)
    if (name === undefined) {
      if (names.size >= PREPARED_LIMIT) return { text, values }
      name = EVERY_COLUMN.test(text) ? null : `altura_${names.size}`
      names.set(text, name)
    }
    return name === null ? { text, values } : { name, text, values }
  }
}
