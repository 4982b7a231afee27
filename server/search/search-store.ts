import type { Family } from '../../src/contract/family'
import type { ServiceRow } from '../catalogue/vehicle-store'
import type { Database, Queryable } from '../db/database'
import type { IndexedHold } from './hold-table'
import { CatalogueIndex } from './search-index'
import type { IndexedDealer, IndexedModel, VehicleRecord } from './search-rows'

/** Holds that ended this long before now can no longer meet a search (a start is never in the past). */
const HOLD_HORIZON_MS = 7 * 86_400_000
/** Rows read at once by a full load: each read and its filing takes a few ms of the event loop. */
const LOAD_CHUNK = 2_000

/**
 * What a notification on the search channel asks for (migrations 0200 and 0210), kept as it came:
 * - a bare plate: that vehicle's holds changed;
 * - `v:<plate>`: that vehicle's row was added, changed or removed;
 * - `d:<dealer id>`: that dealer's row;
 * - `s`: the services; `m`: the models;
 * - `*`: anything, or too much to say (a reload of everything, handled by the caller).
 */
export const VEHICLE_KEY = 'v:'
export const DEALER_KEY = 'd:'
export const SERVICES_KEY = 's'
export const MODELS_KEY = 'm'

const VEHICLE_COLUMNS = `license_plate, model_code, dealer_id, trim_name, engine, fuel_type, doors, gear_type,
  gear_description, color, color_slug, color_internal, daily_rate_cents, km_included_per_day`
const DEALER_COLUMNS = 'id, name, city, address, postal_code, telephone, latitude, longitude'
/** Instants as epoch ms numbers: a number is cheaper to read than a Date, and a hold keeps no object. */
const HOLD_COLUMNS = `license_plate,
  round(date_part('epoch', start_at) * 1000) AS s,
  round(date_part('epoch', end_at) * 1000) AS e,
  round(date_part('epoch', expires_at) * 1000) AS x`

type HoldRow = { license_plate: string; s: number; e: number; x: number | null }

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A read asked for ahead of its turn: its failure surfaces where it is awaited, never as unhandled. */
function ahead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined)
  return read
}

async function readModels(db: Queryable): Promise<IndexedModel[]> {
  const { rows } = await db.query<{
    code: string
    family_code: Family
    description_it: string
    description_en: string
  }>('SELECT code, family_code, description_it, description_en FROM vehicle_models ORDER BY position, code')
  return rows.map((m) => ({
    code: m.code,
    family: m.family_code,
    description: { it: m.description_it, en: m.description_en },
  }))
}

async function readServices(db: Queryable): Promise<{ it: ServiceRow[]; en: ServiceRow[] }> {
  const { rows } = await db.query<{
    code: string
    name_it: string
    name_en: string
    price_cents: number
    per_day: boolean
  }>('SELECT code, name_it, name_en, price_cents, per_day FROM services ORDER BY position, code')
  const inLanguage = (language: 'it' | 'en'): ServiceRow[] =>
    rows.map((s) => ({
      code: s.code,
      name: language === 'it' ? s.name_it : s.name_en,
      price_cents: s.price_cents,
      per_day: s.per_day,
    }))
  return { it: inLanguage('it'), en: inLanguage('en') }
}

/** Pages of `holds` read at once by a full load (about 12,000 holds, 10 ms to file). */
const HOLD_PAGES = 200
/** PostgreSQL's epoch (2000-01-01) in Unix ms: `timestamptz_send` counts microseconds from it. */
const PG_EPOCH_MS = 946_684_800_000

/**
 * Every live hold, read page range by page range (TID range scans: each page of the table is read
 * once, whatever order the holds lie in), each range's holds in one bytea: per hold the plate's
 * length and bytes, then start, end and expiry in PostgreSQL's binary form (microseconds, 8 bytes).
 * A row per hold would cost the client five times the CPU at a million holds. `expires` NaN: none.
 */
async function readAllHolds(
  tx: Queryable,
  horizon: Date,
  found: (plate: string, start: number, end: number, expires: number) => void,
) {
  const { rows } = await tx.query<{ pages: number; ranges: boolean }>(
    `SELECT (pg_relation_size('holds') / current_setting('block_size')::int)::int AS pages,
            current_setting('server_version_num')::int >= 140000 AS ranges`,
  )
  // Before PostgreSQL 14 a TID range would be a scan of the whole table: one read then.
  const pages = Number(rows[0]?.pages ?? 0)
  const step = rows[0]?.ranges ? HOLD_PAGES : Number.POSITIVE_INFINITY
  // Read after the snapshot was taken: every hold it sees lies in these pages, the last range is open.
  const read = (from: number) => {
    const to = from + step
    return ahead(
      tx.query<{ b: Uint8Array | null }>(
        `SELECT string_agg(int2send(octet_length(license_plate)::int2) || convert_to(license_plate, 'UTF8') ||
                timestamptz_send(start_at) || timestamptz_send(end_at) ||
                coalesce(timestamptz_send(expires_at), '\\x7fffffffffffffff'::bytea), ''::bytea) AS b
       FROM holds
       WHERE active AND end_at > $1
         AND ctid >= ('(' || $2::bigint || ',0)')::tid ${to < pages ? "AND ctid < ('(' || $3::bigint || ',0)')::tid" : ''}`,
        to < pages ? [horizon, from, to] : [horizon, from],
      ),
    )
  }
  // The next range is asked for before this one is filed: the database reads while we file.
  let next: ReturnType<typeof read> | undefined = read(0)
  for (let from = 0; next; from += step) {
    const { rows: packed } = await next
    next = from + step < pages ? read(from + step) : undefined
    const bytes = packed[0]?.b
    if (bytes) unpackHolds(bytes, found)
    await nextTurn()
  }
}

function unpackHolds(
  bytes: Uint8Array,
  found: (plate: string, start: number, end: number, expires: number) => void,
) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const instant = (at: number) =>
    Math.floor((view.getInt32(at) * 4_294_967_296 + view.getUint32(at + 4)) / 1000) + PG_EPOCH_MS
  for (let at = 0; at < bytes.length; ) {
    const length = view.getInt16(at)
    at += 2
    let plate = ''
    for (let i = 0; i < length; i++) plate += String.fromCharCode(bytes[at + i] as number)
    at += length
    const start = instant(at)
    const end = instant(at + 8)
    const expires = view.getInt32(at + 16) === 0x7fffffff ? Number.NaN : instant(at + 16)
    at += 24
    found(plate, start, end, expires)
  }
}

/**
 * The catalogue and every live hold, read in one snapshot through cursors, a chunk at a time: no read
 * holds the event loop for long, and no chunk's rows outlive it. The new index is built aside (the
 * caller swaps it in when it is whole), with a turn of the event loop between chunks and between the
 * steps of its grouping, so answers go on from the index of before meanwhile.
 */
export async function loadCatalogue(db: Database, now: Date): Promise<CatalogueIndex> {
  const horizon = new Date(now.getTime() - HOLD_HORIZON_MS)
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const dealers = (await tx.query<IndexedDealer>(`SELECT ${DEALER_COLUMNS} FROM dealers ORDER BY id`)).rows
    const models = await readModels(tx)
    const services = await readServices(tx)
    const { rows: counted } = await tx.query<{ vehicles: number; holds: number }>(
      `SELECT (SELECT count(*) FROM vehicles)::int AS vehicles,
              (SELECT count(*) FROM holds WHERE active AND end_at > $1)::int AS holds`,
      [horizon],
    )
    const index = CatalogueIndex.loading(
      { dealers, models, services },
      { vehicles: Number(counted[0]?.vehicles ?? 0), holds: Number(counted[0]?.holds ?? 0) },
    )
    await tx.query(`DECLARE catalogue_vehicles NO SCROLL CURSOR FOR SELECT ${VEHICLE_COLUMNS} FROM vehicles`)
    const fetch = () => ahead(tx.query<VehicleRecord>(`FETCH ${LOAD_CHUNK} FROM catalogue_vehicles`))
    // The next chunk is asked for before this one is filed: the database reads while we file.
    for (let next: Promise<{ rows: VehicleRecord[] }> | undefined = fetch(); next; ) {
      const { rows }: { rows: VehicleRecord[] } = await next
      next = rows.length < LOAD_CHUNK ? undefined : fetch()
      for (const vehicle of rows) index.appendVehicle(vehicle)
      await nextTurn()
    }
    await tx.query('CLOSE catalogue_vehicles')
    await readAllHolds(tx, horizon, (plate, start, end, expires) => {
      const slot = index.slotOfPlate(plate)
      if (slot !== undefined) index.pushHold(slot, start, end, expires)
    })
    for (const _ of index.finish()) await nextTurn()
    return index
  })
}

/** The live holds of some vehicles, by plate. */
export async function readHolds(db: Queryable, plates: string[], now: Date) {
  const { rows } = await db.query<HoldRow>(
    `SELECT ${HOLD_COLUMNS} FROM holds WHERE active AND end_at > $1 AND license_plate = ANY($2)`,
    [new Date(now.getTime() - HOLD_HORIZON_MS), plates],
  )
  const held = new Map<string, IndexedHold[]>()
  for (const row of rows) {
    const hold = { start: row.s, end: row.e, expires: row.x }
    const list = held.get(row.license_plate)
    if (list) list.push(hold)
    else held.set(row.license_plate, [hold])
  }
  return held
}

/**
 * Applies what some notifications name (see the keys above) to the index: reads every row they name,
 * then patches the index at once, between two answers. False when only a full load will do (a model
 * changed family, or a vehicle names a model the index does not know).
 */
export async function patchCatalogue(
  db: Queryable,
  index: CatalogueIndex,
  keys: string[],
  now: Date,
): Promise<boolean> {
  const holdPlates = new Set<string>()
  const vehiclePlates: string[] = []
  const dealerIds = new Set<string>()
  let services = false
  let models = false
  for (const key of keys) {
    if (key.startsWith(VEHICLE_KEY)) vehiclePlates.push(key.slice(VEHICLE_KEY.length))
    else if (key.startsWith(DEALER_KEY)) dealerIds.add(key.slice(DEALER_KEY.length))
    else if (key === SERVICES_KEY) services = true
    else if (key === MODELS_KEY) models = true
    else holdPlates.add(key)
  }
  const newModels = models ? await readModels(db) : undefined
  const newServices = services ? await readServices(db) : undefined
  let vehicles: VehicleRecord[] = []
  let removedVehicles: string[] = []
  if (vehiclePlates.length > 0) {
    vehicles = (
      await db.query<VehicleRecord>(`SELECT ${VEHICLE_COLUMNS} FROM vehicles WHERE license_plate = ANY($1)`, [
        vehiclePlates,
      ])
    ).rows
    const found = new Set(vehicles.map((v) => v.license_plate))
    removedVehicles = vehiclePlates.filter((plate) => !found.has(plate))
    // A vehicle of a dealer this index has not seen yet: that dealer is read too.
    for (const v of vehicles) if (!index.hasDealer(v.dealer_id)) dealerIds.add(v.dealer_id)
    for (const plate of vehiclePlates) holdPlates.add(plate)
  }
  let dealers: IndexedDealer[] = []
  let removedDealers: string[] = []
  if (dealerIds.size > 0) {
    dealers = (
      await db.query<IndexedDealer>(`SELECT ${DEALER_COLUMNS} FROM dealers WHERE id = ANY($1)`, [
        [...dealerIds],
      ])
    ).rows
    const found = new Set(dealers.map((d) => d.id))
    removedDealers = [...dealerIds].filter((id) => !found.has(id))
  }
  const held = holdPlates.size > 0 ? await readHolds(db, [...holdPlates], now) : new Map()

  // Everything is read: from here on, one synchronous pass.
  if (newModels && !index.setModels(newModels)) return false
  if (newServices) index.setServices(newServices)
  if (dealerIds.size > 0) index.putDealers(dealers, removedDealers)
  if (vehiclePlates.length > 0 && !index.putVehicles(vehicles, removedVehicles)) return false
  for (const plate of holdPlates) index.setHolds(plate, held.get(plate) ?? [])
  return true
}

/** The channel of this schema's search notifications (migrations 0200, 0210). */
export async function searchChannel(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ channel: string }>(
    `SELECT 'altura_search_' || current_schema() AS channel`,
  )
  return rows[0]?.channel ?? 'altura_search_public'
}

/** Sends one notification on the search channel (the writers' own, search-sync.ts). */
export async function notifySearch(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload])
}
