/**
 * Issue 29, items 7 and 8, on PostgreSQL with two API processes over a generated catalogue (10,000
 * vehicles and 100,000 bookings by default: RELIABILITY_CATALOGUE_VEHICLES, _BOOKINGS): a catalogue row
 * that changes (a service price updated to itself, a service's price, a vehicle's rate) while `/config`
 * is asked on both processes, and a lock right after; a third process started over the seeded
 * catalogue, which must write nothing to it; each process's time to its first answer and its memory
 * at rest 30 s later. The 100,000-vehicle figures are npm run bench's (tests/bench/catalogue-scale.ts).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { Vehicle } from '../../server/routes/bookings/test-helpers'
import {
  configStall,
  notificationsDuring,
  rssMb,
  searchChannel,
  sleep,
  startTimed,
  type TimedServer,
} from '../support/catalogue-probe'
import { type Api, apiFor, lockVehicle, periods, register } from './api'
import type { Line } from './server-items'

const root = fileURLToPath(new URL('../..', import.meta.url))
const VEHICLES = Number(process.env.RELIABILITY_CATALOGUE_VEHICLES ?? 10_000)
const BOOKINGS = Number(process.env.RELIABILITY_CATALOGUE_BOOKINGS ?? 100_000)
const DEALERS = 300
/** Issue 29's goals: at 10,000 vehicles 200 MB at rest; the start and `/config` goals hold at any size. */
export const rssGoalMb = (vehicles: number) => (vehicles <= 10_000 ? 200 : 400)
const RSS_GOAL_MB = rssGoalMb(VEHICLES)
export const START_GOAL_MS = 5_000
export const CONFIG_GOAL_MS = 100
/** How long `/config` is watched after a change: a reload of everything took 0.3 s at 10,000 vehicles. */
const SETTLE_MS = 1_500
const REST_MS = 30_000

const int = (n: number) => n.toLocaleString('en')
const ms = (n: number) => `${n.toFixed(0)} ms`

/** Fills `schema` of `databaseUrl` with the project's generator; resolves once it is done. */
export function generateInSchema(
  databaseUrl: string,
  schema: string,
  catalogue: { dealers: number; vehicles: number; bookings: number },
): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/catalogue/generate-cli.ts',
      ...['--dealers', String(catalogue.dealers), '--vehicles', String(catalogue.vehicles)],
      ...['--bookings', String(catalogue.bookings)],
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
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
      code === 0 ? resolve() : reject(new Error(`Generating the catalogue failed:\n${output}`)),
    )
  })
}

/** A page of free vehicles for a period, from one process. */
async function someFree(api: Api, period: { start: string; end: string }, base: number) {
  const query = new URLSearchParams({
    family_code: 'range-rover',
    booking_start: period.start,
    booking_end: period.end,
    page: '1',
    page_size: '24',
  })
  const body = (await (await api.call(`/vehicles?${query}`, { base })).json()) as { data: Vehicle[] }
  return body.data
}

/** A vehicle's starting price for a period, as one process answers it. */
async function priceOn(api: Api, plate: string, period: { start: string; end: string }, base: number) {
  const query = new URLSearchParams({ booking_start: period.start, booking_end: period.end })
  const response = await api.call(`/vehicles/${plate}?${query}`, { base })
  const body = (await response.json()) as {
    data?: { starting_price: number; pricing: { services: { id: string; price_excluding_tax: number }[] } }
  }
  return body.data
}

type Watch = {
  item: string
  change: (db: pg.Client) => Promise<void>
  /** Whether both processes show the change (after the watch). */
  seen?: () => Promise<boolean>
  /** Puts the row back (a kept bench database is measured again). */
  undo?: (db: pg.Client) => Promise<void>
}

export type CatalogueFigures = {
  vehicles: number
  bookings: number
  /** Per process: spawn to first answer, and RSS at rest 30 s after it. */
  startMs: number[]
  rssMb: number[]
  changes: {
    what: string
    /** Longest `/config` answer per process while the row changed and 1.5 s after. */
    configMaxMs: number[]
    asked: number
    lockMs: number
    lockAtRestMs: number
    /** Whether both processes show the change afterwards (undefined: nothing to show). */
    shown?: boolean
  }[]
  /** A third process started over the seeded catalogue. */
  restart: { notifications: string[]; versionsUnchanged: boolean; configMaxMs: number[] }
}

/**
 * Two API processes over a catalogue already in `env`'s database: their start and memory at rest, then
 * catalogue rows that change while `/config` is asked on both, then a third process started. Every
 * figure is measured from outside the processes (HTTP, `ps`, the database). `admin` is connected to
 * the same database with the same search path.
 */
export async function measureCatalogue(
  env: Record<string, string>,
  admin: pg.Client,
  channel: string,
  catalogue: { vehicles: number; bookings: number },
): Promise<CatalogueFigures> {
  const servers: TimedServer[] = []
  try {
    // The first process migrates; the second joins it.
    servers.push(await startTimed(env))
    servers.push(await startTimed(env))
    const bases = servers.map((s) => s.server.url)
    const api = await apiFor(bases)
    await sleep(REST_MS)
    const rss = servers.map((s) => rssMb(s.server.pid))

    const user = await register(api, 'catalogue')
    const [period] = periods(1, 60)
    if (!period) throw new Error('no period')
    const free = await someFree(api, period, 0)
    if (free.length < 8) throw new Error(`only ${free.length} free vehicles`)
    let next = 0
    const lockOne = async () => {
      const at = performance.now()
      const { status } = await lockVehicle(api, user.token, free[next++] as Vehicle, 0)
      if (status !== 201) throw new Error(`lock answered ${status}`)
      return performance.now() - at
    }
    const atRest = Math.max(await lockOne(), await lockOne(), await lockOne())
    const target = free[free.length - 1] as Vehicle
    const { rows: serviceRows } = await admin.query<{ code: string; price_cents: number }>(
      'SELECT code, price_cents FROM services ORDER BY position LIMIT 1',
    )
    const service = serviceRows[0] as { code: string; price_cents: number }
    const before = await priceOn(api, target.license_plate, period, 0)
    const servicePrice = (p: Awaited<ReturnType<typeof priceOn>>) =>
      p?.pricing.services.find((s) => s.id === service.code)?.price_excluding_tax
    const watches: Watch[] = [
      {
        item: 'a service price updated to itself (no-op)',
        change: async (db) => {
          await db.query('UPDATE services SET price_cents = price_cents WHERE code = $1', [service.code])
        },
      },
      {
        item: "a service's price changed (+1 euro)",
        change: async (db) => {
          await db.query('UPDATE services SET price_cents = price_cents + 100 WHERE code = $1', [
            service.code,
          ])
        },
        undo: async (db) => {
          await db.query('UPDATE services SET price_cents = price_cents - 100 WHERE code = $1', [
            service.code,
          ])
        },
        seen: async () => {
          const prices = await Promise.all(bases.map((_, b) => priceOn(api, target.license_plate, period, b)))
          return prices.every(
            (p) => servicePrice(p) !== undefined && servicePrice(p) !== servicePrice(before),
          )
        },
      },
      {
        item: "a vehicle's daily rate changed",
        change: async (db) => {
          await db.query(
            'UPDATE vehicles SET daily_rate_cents = daily_rate_cents + 500 WHERE license_plate = $1',
            [target.license_plate],
          )
        },
        undo: async (db) => {
          await db.query(
            'UPDATE vehicles SET daily_rate_cents = daily_rate_cents - 500 WHERE license_plate = $1',
            [target.license_plate],
          )
        },
        seen: async () => {
          const prices = await Promise.all(bases.map((_, b) => priceOn(api, target.license_plate, period, b)))
          return prices.every((p) => p !== undefined && p.starting_price !== before?.starting_price)
        },
      },
    ]
    const changes: CatalogueFigures['changes'] = []
    for (const watch of watches) {
      const {
        maxMs,
        asked,
        result: lockMs,
      } = await configStall(
        bases,
        async () => {
          await watch.change(admin)
          await sleep(20)
          return lockOne()
        },
        SETTLE_MS,
      )
      changes.push({
        what: watch.item,
        configMaxMs: maxMs,
        asked,
        lockMs,
        lockAtRestMs: atRest,
        ...(watch.seen ? { shown: await watch.seen() } : {}),
      })
      await watch.undo?.(admin)
    }

    // Starting a process over a seeded catalogue writes nothing to it: no notification, no row version.
    const versions = async () =>
      (
        await admin.query<{ v: string }>(
          `SELECT string_agg(t || ':' || x, ',' ORDER BY t, x) AS v FROM (
             SELECT 'services' AS t, xmin::text AS x FROM services UNION ALL
             SELECT 'vehicle_models', xmin::text FROM vehicle_models UNION ALL
             SELECT 'dealers', xmin::text FROM dealers) r`,
        )
      ).rows[0]?.v
    const versionsBefore = await versions()
    const { payloads, result } = await notificationsDuring(env.DATABASE_URL as string, channel, () =>
      configStall(
        bases,
        async () => {
          const third = await startTimed(env)
          await third.server.stop()
        },
        SETTLE_MS,
      ),
    )
    return {
      ...catalogue,
      startMs: servers.map((s) => s.firstAnswerMs),
      rssMb: rss,
      changes,
      restart: {
        // A bare plate is a hold's change (the expiry sweep may write some); the rest names the catalogue.
        notifications: payloads.filter((p) => p === '*' || p === 's' || p === 'm' || p.includes(':')),
        versionsUnchanged: (await versions()) === versionsBefore,
        configMaxMs: result.maxMs,
      },
    }
  } finally {
    await Promise.all(servers.map((s) => s.server.stop()))
  }
}

/** The lock right after a change "answers in normal time": within twice the slowest of three at rest, +50 ms. */
export const lockInNormalTime = (c: { lockMs: number; lockAtRestMs: number }) =>
  c.lockMs <= 2 * c.lockAtRestMs + 50

/** Items 7 and 8 (see the top of this file); a schema of its own is made in `databaseUrl` and dropped. */
export async function catalogueItems(databaseUrl: string): Promise<Line[]> {
  const schema = `relcat_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  try {
    await generateInSchema(databaseUrl, schema, { dealers: DEALERS, vehicles: VEHICLES, bookings: BOOKINGS })
    await admin.query(`SET search_path = ${schema}`)
    const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, NODE_ENV: 'test', LOG_LEVEL: 'silent' }
    const f = await measureCatalogue(env, admin, searchChannel(schema), {
      vehicles: VEHICLES,
      bookings: BOOKINGS,
    })
    const size = `${int(VEHICLES)} vehicles, ${int(BOOKINGS)} bookings`
    return [
      {
        item: `a process over ${size}: spawn to first answer (goal ≤ ${START_GOAL_MS / 1000} s)`,
        figure: f.startMs.map((t) => `${(t / 1000).toFixed(1)} s`).join(', '),
        ok: f.startMs.every((t) => t <= START_GOAL_MS),
      },
      {
        item: `a process over ${size}: RSS at rest 30 s after its first answer (goal ≤ ${RSS_GOAL_MB} MB)`,
        figure: f.rssMb.map((mb) => `${mb.toFixed(0)} MB`).join(', '),
        ok: f.rssMb.every((mb) => mb <= RSS_GOAL_MB),
      },
      ...f.changes.map((c) => ({
        item: `${c.what} at ${int(VEHICLES)} vehicles, 2 processes: longest /config (goal ≤ ${CONFIG_GOAL_MS} ms), a lock right after`,
        figure:
          `/config max ${c.configMaxMs.map(ms).join(' and ')} over ${c.asked} answers; lock right after ` +
          `${ms(c.lockMs)} (at rest ${ms(c.lockAtRestMs)})` +
          (c.shown === undefined ? '' : `; ${c.shown ? 'shown by both processes' : 'NOT shown by both'}`),
        ok: c.configMaxMs.every((t) => t <= CONFIG_GOAL_MS) && lockInNormalTime(c) && c.shown !== false,
      })),
      {
        item: 'a third process started over the seeded catalogue writes nothing to it',
        figure:
          `${f.restart.notifications.length} catalogue notification(s)` +
          (f.restart.notifications.length
            ? ` (${[...new Set(f.restart.notifications)].slice(0, 3).join(', ')})`
            : '') +
          `, row versions ${f.restart.versionsUnchanged ? 'unchanged' : 'CHANGED'}; ` +
          `/config max ${f.restart.configMaxMs.map(ms).join(' and ')} meanwhile`,
        ok: f.restart.notifications.length === 0 && f.restart.versionsUnchanged,
      },
    ]
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined)
    await admin.end()
  }
}
