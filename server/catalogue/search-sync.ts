import type { Family } from '../../src/contract/family'
import type { Database, Queryable } from '../db/database'
import type { Clock, Logger } from '../http/context'
import type { IndexedHold } from './hold-table'
import { CatalogueIndex, type CatalogueRows } from './search-index'
import type { ServiceRow, VehicleRow } from './vehicle-store'

/** Holds that ended this long before now can no longer meet a search (a start is never in the past). */
const HOLD_HORIZON_MS = 7 * 86_400_000
/** After a failed reload (the database away), the next try. */
const RETRY_MS = 2_000
/** Retry-After (seconds) of a 503 while the index may be stale: a reconnection (1 s) and a reload. */
export const STALE_RETRY_AFTER_S = 5

/**
 * The search index of one API process, kept in step with the database (the source of truth):
 * - at start, the catalogue and the live holds are read in one snapshot;
 * - every process LISTENs to `altura_search_<schema>` (migration 0200): a vehicle's plate means
 *   "re-read its holds", `*` means "reload everything"; after a lost listening connection, everything
 *   is reloaded, since notifications may have been missed meanwhile;
 * - the process that writes a hold re-reads that vehicle's holds before it answers
 *   (`refreshPlates`), so a customer's own lock, booking or cancel shows in their next search at once.
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
  refreshPlates(plates: string[]): Promise<void>
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
  let waiters: (() => void)[] = []
  let running: Promise<void> | undefined
  let retry: NodeJS.Timeout | undefined

  async function step() {
    if (full) {
      full = false
      plates.clear()
      index = await loadAll(db, clock.now())
      return
    }
    const batch = [...plates].slice(0, 1_000)
    for (const plate of batch) plates.delete(plate)
    const held = await readHolds(db, batch, clock.now())
    for (const plate of batch) index?.setHolds(plate, held.get(plate) ?? [])
  }

  async function work() {
    try {
      while (!stopped && (full || plates.size > 0)) await step()
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

  /** Works through what is pending, one read at a time; wakes the waiters once nothing is left. */
  function drain(): Promise<void> {
    running ??= work().finally(() => {
      running = undefined
      const done = waiters
      waiters = []
      for (const wake of done) wake()
      if (!stopped && !retry && (full || plates.size > 0)) void drain()
    })
    return running
  }

  function request(what: string[] | '*'): Promise<void> {
    if (what === '*') full = true
    else for (const plate of what) plates.add(plate)
    return new Promise<void>((resolve) => {
      waiters.push(resolve)
      clearTimeout(retry)
      retry = undefined
      void drain()
    })
  }

  const { rows } = await db.query<{ channel: string }>(
    `SELECT 'altura_search_' || current_schema() AS channel`,
  )
  const channel = rows[0]?.channel ?? 'altura_search_public'
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
    onNotify: (payload) => void request(payload === '*' ? '*' : [payload]),
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
    refreshPlates: (list) => request(list),
    close: async () => {
      stopped = true
      clearTimeout(retry)
      await unlisten()
      await running
    },
  }
}

async function readHolds(db: Queryable, plates: string[] | undefined, now: Date) {
  const params: unknown[] = [new Date(now.getTime() - HOLD_HORIZON_MS)]
  if (plates) params.push(plates)
  const { rows } = await db.query<{
    license_plate: string
    start_at: Date
    end_at: Date
    expires_at: Date | null
  }>(
    `SELECT license_plate, start_at, end_at, expires_at FROM holds
     WHERE active AND end_at > $1 ${plates ? 'AND license_plate = ANY($2)' : ''}`,
    params,
  )
  const held = new Map<string, IndexedHold[]>()
  for (const row of rows) {
    const hold = {
      start: new Date(row.start_at).getTime(),
      end: new Date(row.end_at).getTime(),
      expires: row.expires_at === null ? null : new Date(row.expires_at).getTime(),
    }
    const list = held.get(row.license_plate)
    if (list) list.push(hold)
    else held.set(row.license_plate, [hold])
  }
  return held
}

type LoadedVehicle = Omit<VehicleRow, 'model_description' | 'distance_km'> & {
  description_it: string
  description_en: string
}

/** The catalogue and every live hold, read in one snapshot. */
async function loadAll(db: Database, now: Date): Promise<CatalogueIndex> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ')
    const dealers = await tx.query<CatalogueRows['dealers'][number]>(
      'SELECT id, name, city, address, postal_code, telephone, latitude, longitude FROM dealers',
    )
    const vehicles = await tx.query<LoadedVehicle>(
      `SELECT v.license_plate, v.model_code, m.family_code, m.description_it, m.description_en,
              v.trim_name, v.engine, v.fuel_type, v.doors, v.gear_type, v.gear_description, v.color,
              v.color_slug, v.color_internal, v.daily_rate_cents, v.km_included_per_day,
              d.id AS dealer_id, d.name AS dealer_name, d.city AS dealer_city, d.address AS dealer_address,
              d.postal_code AS dealer_postal_code, d.telephone AS dealer_telephone,
              d.latitude AS dealer_latitude, d.longitude AS dealer_longitude
       FROM vehicles v
       JOIN vehicle_models m ON m.code = v.model_code
       JOIN dealers d ON d.id = v.dealer_id`,
    )
    const models = await tx.query<{
      code: string
      family_code: Family
      description_it: string
      description_en: string
    }>('SELECT code, family_code, description_it, description_en FROM vehicle_models ORDER BY position, code')
    const services = await tx.query<{
      code: string
      name_it: string
      name_en: string
      price_cents: number
      per_day: boolean
    }>('SELECT code, name_it, name_en, price_cents, per_day FROM services ORDER BY position, code')
    const serviceRows = (language: 'it' | 'en'): ServiceRow[] =>
      services.rows.map((s) => ({
        code: s.code,
        name: language === 'it' ? s.name_it : s.name_en,
        price_cents: s.price_cents,
        per_day: s.per_day,
      }))
    const index = new CatalogueIndex({
      dealers: dealers.rows,
      vehicles: vehicles.rows.map(({ description_it, description_en, ...v }) => ({
        ...v,
        description: { it: description_it, en: description_en },
      })),
      models: models.rows.map((m) => ({
        code: m.code,
        family: m.family_code,
        description: { it: m.description_it, en: m.description_en },
      })),
      services: { it: serviceRows('it'), en: serviceRows('en') },
    })
    for (const [plate, holds] of await readHolds(tx, undefined, now)) index.setHolds(plate, holds)
    return index
  })
}
