import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database'
import type { Clock, Logger } from '../runtime'
import type { CatalogueIndex } from './search-index'
import { loadCatalogue, notifySearch, patchCatalogue, searchChannel } from './search-store'

/** Notifications applied in one patch: their rows are read, then the index is patched at once. */
const PATCH_BATCH = 500
/**
 * What one notification of this process's own writes may carry: PostgreSQL takes up to 8,000 bytes;
 * plates are short, so a step's writes fit in one.
 */
const TOLD_BYTES = 7_000
/** The prefix of those notifications: `h:<process> <plate> <plate> …` (migration 0450). */
const TOLD_PREFIX = 'h:'
/** After a failed reload (the database away), the next try. */
const RETRY_MS = 2_000
/** Retry-After (seconds) of a 503 while the index may be stale: a reconnection (1 s) and a reload. */
export const STALE_RETRY_AFTER_S = 5

/**
 * The search index of one API process, kept in step with the database (the source of truth):
 * - at start, the catalogue and the live holds are read in one snapshot;
 * - every process LISTENs to `altura_search_<schema>` (migrations 0200, 0210): a vehicle's plate means
 *   "re-read its holds", `v:<plate>`, `d:<dealer>`, `s`, `m` name a catalogue row (see search-store.ts),
 *   which is read and patched into the index; `*` means "reload everything"; after a lost listening
 *   connection, everything is reloaded, since notifications may have been missed meanwhile;
 * - a full load reads in chunks and builds the new index aside, yielding between chunks, so answers
 *   go on meanwhile from the index of before; it is swapped in whole;
 * - the process that writes a hold re-reads that vehicle's holds before it answers (`refreshPlates`,
 *   called only by `writeHolds` in freshness.ts), so a customer's own lock, booking or cancel shows in
 *   their next search at once;
 * - a lock and its release do not notify from the trigger (migration 0450): their writer's index
 *   tells the other processes in the step that re-reads them, one notification for all the plates
 *   the step took (`h:<process> <plate> …`), before their answers go out. A process that stopped
 *   between its write's commit and that step leaves the others unaware of it: they may offer the
 *   vehicle (its lock then answers 409) or show it taken until the lock's TTL ends.
 * Reads and reloads run one at a time, in order, so a later read always lands after an earlier one.
 * Another process sees a write once its notification arrives (a few milliseconds): until then it may
 * still show a vehicle whose lock then answers 409 `lock.taken`. Locks expire by the request's clock.
 */
export type SearchIndex = {
  current(): CatalogueIndex
  /**
   * True while the index may miss changes: from the moment the listening connection is lost (broken,
   * or silent past its heartbeat) until everything is reloaded after it is back. Search answers 503
   * meanwhile rather than offer vehicles taken through another process.
   */
  stale(): boolean
  /**
   * Re-reads the vehicles' holds; with `tell`, the other processes are told of them in the same step
   * (writes that kept the trigger quiet, migration 0450). Resolves once both are done.
   */
  refreshPlates(plates: string[], options?: { tell?: boolean }): Promise<void>
  close(): Promise<void>
}

export async function openSearchIndex(deps: {
  db: Database
  clock: Clock
  logger: Logger
}): Promise<SearchIndex> {
  const { db, clock, logger } = deps
  let index: CatalogueIndex | undefined
  let stopped = false
  let full = true
  const plates = new Set<string>()
  /** Vehicles this process wrote quietly, which the other processes are still to be told of. */
  const untold = new Set<string>()
  /** Whom its own notifications come from; one process holds one index. */
  const origin = randomUUID().slice(0, 8)
  /** Who waits for what: woken once a step that began after they asked has read it (`settled`). */
  let waiters: { what: string[] | '*'; wake: () => void }[] = []
  let running: Promise<void> | undefined
  let retry: NodeJS.Timeout | undefined

  /** Tells the other processes of some of the quiet writes (PGlite is one process: no one to tell). */
  async function tell() {
    if (untold.size === 0) return
    const told: string[] = []
    let bytes = TOLD_PREFIX.length + origin.length
    for (const plate of untold) {
      bytes += plate.length + 1
      if (bytes > TOLD_BYTES) break
      told.push(plate)
    }
    for (const plate of told) untold.delete(plate)
    try {
      if (db.kind === 'postgres') await notifySearch(db, channel, `${TOLD_PREFIX}${origin} ${told.join(' ')}`)
    } catch (error) {
      for (const plate of told) untold.add(plate)
      throw error
    }
  }

  async function step() {
    // On PostgreSQL the index has two connections: the others are told while the holds are read.
    await Promise.all([tell(), read()])
  }

  async function read() {
    if (full) {
      full = false
      plates.clear()
      index = await loadCatalogue(db, clock.now())
      return
    }
    // `plates` holds what notifications named: holds' plates and catalogue rows alike.
    const batch = [...plates].slice(0, PATCH_BATCH)
    for (const key of batch) plates.delete(key)
    if (index && !(await patchCatalogue(db, index, batch, clock.now()))) full = true
  }

  /**
   * Wakes the waiters whose keys a finished step read: none of them is pending any more (a key asked for
   * during a step stays pending until a later step takes it), and no full load is (for `*`). Under a
   * steady stream of writes a writer waits for the step that reads its vehicle, not for a quiet moment.
   */
  function settled() {
    if (full) return
    const waiting: typeof waiters = []
    const done: (() => void)[] = []
    for (const waiter of waiters) {
      const read = waiter.what === '*' || waiter.what.every((key) => !plates.has(key) && !untold.has(key))
      if (read) done.push(waiter.wake)
      else waiting.push(waiter)
    }
    waiters = waiting
    for (const wake of done) wake()
  }

  async function work() {
    try {
      while (!stopped && (full || plates.size > 0 || untold.size > 0)) {
        await step()
        settled()
      }
    } catch (error) {
      // The database is away or a read failed: answer from what we have, reload everything a bit later.
      full = true
      logger.error('Search index refresh failed', {
        reason: error instanceof Error ? error.message : String(error),
      })
      clearTimeout(retry)
      retry = setTimeout(() => {
        retry = undefined
        void drain()
      }, RETRY_MS)
      retry.unref()
    }
  }

  /** Works through what is pending, one read at a time; wakes whoever still waits once nothing is left. */
  function drain(): Promise<void> {
    running ??= work().finally(() => {
      running = undefined
      // Whatever is left (the database away: answers go on from what the index has).
      const done = waiters
      waiters = []
      for (const { wake } of done) wake()
      if (!stopped && !retry && (full || plates.size > 0 || untold.size > 0)) void drain()
    })
    return running
  }

  function request(what: string[] | '*', tellOthers = false): Promise<void> {
    if (what === '*') full = true
    else for (const plate of what) plates.add(plate)
    if (tellOthers && what !== '*') for (const plate of what) untold.add(plate)
    return new Promise<void>((resolve) => {
      waiters.push({ what, wake: resolve })
      clearTimeout(retry)
      retry = undefined
      void drain()
    })
  }

  const channel = await searchChannel(db)
  // Losses of the listening connection so far, and since when the index may be stale.
  let losses = 0
  let staleSince: number | undefined
  /** Reloads everything after the listener is back; trusted again once a reload after the last loss worked. */
  const recover = (loss: number) =>
    void request('*').then(() => {
      if (stopped || loss !== losses || staleSince === undefined) return
      if (full) {
        setTimeout(() => recover(loss), RETRY_MS).unref()
        return
      }
      logger.info('Search index reloaded: search answers again', { stale_ms: Date.now() - staleSince })
      staleSince = undefined
    })
  const unlisten = await db.listen(channel, {
    onNotify: (payload) => {
      if (!payload.startsWith(TOLD_PREFIX)) return void request(payload === '*' ? '*' : [payload])
      const [from, ...told] = payload.slice(TOLD_PREFIX.length).split(' ')
      // Its own writes this process has read already.
      if (from !== origin && told.length > 0) void request(told)
    },
    onLost: () => {
      losses++
      if (staleSince !== undefined) return
      staleSince = Date.now()
      logger.error('Search index may be stale (its listening connection is lost): search answers 503')
    },
    onReconnect: () => recover(losses),
  })
  await drain()
  if (!index) {
    await unlisten()
    throw new Error('The search index could not be loaded')
  }
  return {
    current: () => index as CatalogueIndex,
    stale: () => staleSince !== undefined,
    refreshPlates: (list, options) => request(list, options?.tell === true),
    close: async () => {
      stopped = true
      clearTimeout(retry)
      await unlisten()
      await running
    },
  }
}
