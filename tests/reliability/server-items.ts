import { rmSync } from 'node:fs'
import pg from 'pg'
import type { Vehicle } from '../../server/routes/bookings/test-helpers'
import { type RunningServer, startServerProcess } from '../support/start-server'
import {
  type Api,
  apiFor,
  book,
  freeVehicles,
  lockVehicle,
  periods,
  pool,
  RELIABILITY_OPERATOR_KEY,
  register,
} from './api'

export type Line = { item: string; figure: string; ok: boolean }

/** One database to run against: a fresh PGlite directory, or a fresh schema of DATABASE_URL. */
export type Target = {
  label: 'PGlite' | 'PostgreSQL'
  env: Record<string, string>
  /** API processes the database allows at once. */
  processes: number
  cleanup(): Promise<void>
}

export async function start(target: Target, count = target.processes, extra: Record<string, string> = {}) {
  const servers: RunningServer[] = []
  // The first process migrates and seeds; the others join it.
  servers.push(await startServerProcess({ ...target.env, ...extra }))
  while (servers.length < count) servers.push(await startServerProcess({ ...target.env, ...extra }))
  return { servers, api: await apiFor(servers.map((s) => s.url)) }
}

const procs = (n: number) => (n === 1 ? '1 process' : `${n} processes`)

/** 200 concurrent locks on one slot, over the processes: exactly one hold. */
export async function lockRace(api: Api): Promise<Line> {
  const [period] = periods(1, 30)
  if (!period) throw new Error('no period')
  const vehicle = (await freeVehicles(api, period))[0] as Vehicle
  const users = await pool(
    10,
    Array.from({ length: 20 }, (_, i) => () => register(api, `race${i}`)),
  )
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      lockVehicle(api, (users[i % users.length] as { token: string }).token, vehicle, i % api.bases.length),
    ),
  )
  const held = statuses.filter((s) => s.status === 201).length
  const refused = statuses.filter((s) => s.status === 409).length
  const others = new Map<number, number>()
  for (const { status } of statuses)
    if (status !== 201 && status !== 409) others.set(status, (others.get(status) ?? 0) + 1)
  const other = [...others].map(([status, n]) => `${n}× ${status}`).join(', ')
  return {
    item: `lock race: 200 concurrent locks on one slot over ${procs(api.bases.length)}`,
    figure: `${held} hold, ${refused} refused 409, ${200 - held - refused} other${other ? ` (${other})` : ''}`,
    ok: held === 1 && refused === 199,
  }
}

/** 1,000 concurrent bookings of distinct held slots: 1,000 rows, no duplicate. */
export async function bookingFlood(api: Api, total = 1000): Promise<Line> {
  const users = await pool(
    10,
    Array.from({ length: 20 }, (_, i) => () => register(api, `flood${i}`)),
  )
  const slots: { vehicle: Vehicle; period: { start: string; end: string } }[] = []
  for (const period of periods(8, 40)) {
    if (slots.length >= total) break
    for (const vehicle of await freeVehicles(api, period))
      if (slots.length < total) slots.push({ vehicle, period })
  }
  const held = await pool(
    32,
    slots.map((slot, i) => async () => {
      const token = (users[i % users.length] as { token: string }).token
      return { ...slot, token, ...(await lockVehicle(api, token, slot.vehicle)) }
    }),
  )
  const ready = held.filter((h) => h.status === 201)
  const answers = await Promise.all(
    ready.map((h) =>
      book(api, h.token, h.vehicle, h.lock, h.period).then(async (r) => {
        const body = (await r.json()) as { data?: { booking_id?: string }; message?: string }
        return { status: r.status, id: body.data?.booking_id, message: body.message }
      }),
    ),
  )
  const created = answers.filter((a) => a.status === 201)
  const ids = new Set(created.map((a) => a.id))
  let rows = 0
  for (const user of users) {
    const list = (await (await api.call('/bookings', { token: user.token })).json()) as { data: unknown[] }
    rows += list.data.length
  }
  const failed = answers.length - created.length
  // What the refused ones were told, counted by status and message.
  const reasons = new Map<string, number>()
  for (const a of answers.filter((a) => a.status !== 201)) {
    const reason = `${a.status} ${a.message ?? ''}`.trim()
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
  }
  const why = [...reasons].map(([reason, n]) => `${n}× ${reason}`).join('; ')
  return {
    item: `${total.toLocaleString('en')} concurrent bookings over ${procs(api.bases.length)}`,
    figure: `${slots.length} slots held ${ready.length}, ${created.length} created, ${rows} rows, ${created.length - ids.size} duplicates, ${failed} failed${why ? ` (${why})` : ''}`,
    ok: slots.length === total && created.length === total && rows === total && ids.size === total,
  }
}

/** Concurrent wrong logins over the processes: at most the limit checked. */
export async function loginRace(api: Api): Promise<Line> {
  const user = await register(api, 'guess')
  const statuses = await Promise.all(
    Array.from({ length: 35 }, (_, i) =>
      api
        .call('/auth/login', { method: 'POST', json: { email: user.email, password: `Wrong!pass${i}` } })
        .then((r) => r.status),
    ),
  )
  const checked = statuses.filter((s) => s === 401).length
  return {
    item: `35 concurrent wrong logins for one email over ${procs(api.bases.length)}`,
    figure: `${checked} checked (limit 10), ${statuses.filter((s) => s === 429).length} refused 429`,
    ok: checked <= 10 && checked + statuses.filter((s) => s === 429).length === 35,
  }
}

/** Security headers on the page, an asset and an API answer. */
export async function securityHeaders(api: Api): Promise<Line> {
  const base = api.bases[0] as string
  const page = await fetch(`${base}/jaguar`)
  const html = await page.text()
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '/assets/theme.js'
  const answers = [
    ['page', page],
    ['asset', await fetch(`${base}${asset}`)],
    ['API', await api.call('/vehicle-models?family_code=jaguar')],
  ] as const
  const missing: string[] = []
  for (const [name, response] of answers) {
    const h = response.headers
    const csp = h.get('content-security-policy') ?? ''
    if (!csp.includes("frame-ancestors 'none'") || !csp.includes("script-src 'self'"))
      missing.push(`${name}: CSP`)
    if (h.get('x-content-type-options') !== 'nosniff') missing.push(`${name}: nosniff`)
    if (!h.get('referrer-policy')) missing.push(`${name}: Referrer-Policy`)
  }
  return {
    item: 'security headers on the page, an asset and an API answer',
    figure:
      missing.length === 0 ? '3/3 with CSP, nosniff, Referrer-Policy' : `missing: ${missing.join(', ')}`,
    ok: missing.length === 0,
  }
}

export async function pgTarget(databaseUrl: string): Promise<Target> {
  const schema = `rel_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  return {
    label: 'PostgreSQL',
    env: {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OPERATOR_KEY: RELIABILITY_OPERATOR_KEY,
    },
    processes: 2,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await client.end()
    },
  }
}

export function pgliteTarget(dataDir: string): Target {
  return {
    label: 'PGlite',
    env: {
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OPERATOR_KEY: RELIABILITY_OPERATOR_KEY,
    },
    processes: 1,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
