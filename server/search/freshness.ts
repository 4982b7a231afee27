import type { Database, Queryable } from '../db/database'
import type { SearchIndex } from './search-sync'

/** How a writer of holds says which vehicle's holds it changed (a lock taken, released, booked, freed). */
export type ChangedPlates = (plate: string) => void

/**
 * The one door through which the search index hears of this process's own writes to holds: the use
 * case runs in a transaction and reports each vehicle whose holds it changed; once the transaction
 * commits, the index re-reads those vehicles before the answer goes out, so a customer's own lock,
 * booking or cancel shows in their next search at once. A rolled-back write reports nothing. Other
 * processes hear of it from the database's notifications (search-sync.ts).
 */
export async function writeHolds<T>(
  deps: { db: Database; search: SearchIndex },
  write: (tx: Queryable, changed: ChangedPlates) => Promise<T>,
): Promise<T> {
  const plates = new Set<string>()
  const result = await deps.db.transaction((tx) => write(tx, (plate) => plates.add(plate)))
  if (plates.size > 0) await deps.search.refreshPlates([...plates])
  return result
}

/**
 * `writeHolds` for a write that is one statement: it commits on its own, with no transaction around
 * it (BEGIN and COMMIT are two round trips of three), and the index re-reads what it changed after.
 * Such a statement keeps the database's trigger quiet (hold-store.ts, migration 0450): the index tells
 * the other processes in the step that re-reads it, before the answer goes out.
 */
export async function writeHoldsInOneStatement<T>(
  deps: { db: Database; search: SearchIndex },
  write: (db: Queryable, changed: ChangedPlates) => Promise<T>,
): Promise<T> {
  const plates = new Set<string>()
  const result = await write(deps.db, (plate) => plates.add(plate))
  if (plates.size > 0) await deps.search.refreshPlates([...plates], { tell: true })
  return result
}
