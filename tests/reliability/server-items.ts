import { createHmac } from 'node:crypto'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { openDatabase } from '../../server/db/database'
import type { Vehicle } from '../../server/routes/bookings/test-helpers'
import { type RunningServer, startServerProcess } from '../support/start-server'
import { startTcpProxy } from '../support/tcp-proxy'
import { type Api, apiFor, book, freeVehicles, lockVehicle, PASSWORD, periods, pool, register } from './api'

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
  return {
    item: `lock race: 200 concurrent locks on one slot over ${procs(api.bases.length)}`,
    figure: `${held} hold, ${refused} refused 409, ${200 - held - refused} other`,
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

/** SIGKILL in the middle of a booking stream, restart: every answered booking is there, none half-written. */
export async function killMidStream(target: Target): Promise<Line> {
  let { servers, api } = await start(target, 1)
  const users = await pool(
    4,
    Array.from({ length: 8 }, (_, i) => () => register(api, `kill${i}`)),
  )
  const slots: { vehicle: Vehicle; period: { start: string; end: string } }[] = []
  for (const period of periods(3, 60))
    for (const vehicle of await freeVehicles(api, period)) slots.push({ vehicle, period })
  const answered: { id: string; token: string }[] = []
  let next = 0
  let killed = false
  const worker = async (w: number) => {
    const token = (users[w] as { token: string }).token
    while (!killed && next < slots.length) {
      const slot = slots[next++] as (typeof slots)[number]
      try {
        const held = await lockVehicle(api, token, slot.vehicle)
        if (held.status !== 201) continue
        const response = await book(api, token, slot.vehicle, held.lock, slot.period)
        const body = (await response.json()) as { data?: { booking_id?: string } }
        if (response.status === 201 && body.data?.booking_id)
          answered.push({ id: body.data.booking_id, token })
      } catch {
        // The connection died with the process: that booking was never answered.
      }
    }
  }
  const stream = Promise.all(users.map((_, w) => worker(w)))
  while (answered.length < 150 && next < slots.length) await new Promise((r) => setTimeout(r, 50))
  await (servers[0] as RunningServer).kill()
  killed = true
  await stream
  ;({ servers, api } = await start(target, 1))
  let lost = 0
  const seen = new Map<string, Set<string>>()
  for (const user of users) {
    const list = (await (await api.call('/bookings', { token: user.token })).json()) as {
      data: { id: string }[]
    }
    seen.set(user.token, new Set(list.data.map((b) => b.id)))
  }
  for (const a of answered) if (!seen.get(a.token)?.has(a.id)) lost++
  await Promise.all(servers.map((s) => s.stop()))
  // Half-written: a booking whose hold is missing or inactive, or a booking hold without its booking.
  const db = await openDatabase({
    databaseUrl: target.env.DATABASE_URL || undefined,
    dataDir: target.env.DATA_DIR ?? '',
    schema: target.env.DATABASE_SCHEMA || undefined,
  })
  let half = -1
  try {
    const { rows } = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM bookings b LEFT JOIN holds h ON h.id = b.hold_id
                WHERE b.status = 'PENDING' AND (h.id IS NULL OR NOT h.active OR h.kind <> 'booking'))::int +
              (SELECT count(*) FROM holds h WHERE h.kind = 'booking' AND h.active
                AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.hold_id = h.id))::int AS n`,
    )
    half = rows[0]?.n ?? -1
  } finally {
    await db.close()
  }
  return {
    item: 'SIGKILL in the middle of a booking stream, then restart',
    figure: `${answered.length} answered before the kill, ${lost} lost, ${half} half-written`,
    ok: answered.length > 0 && lost === 0 && half === 0,
  }
}

/** The database connection dropped and restored through a TCP proxy: 503 during, 200 after, alive. */
export async function databaseDrop(target: Target): Promise<Line> {
  if (target.label !== 'PostgreSQL') {
    return {
      item: 'database connection dropped and restored',
      figure: 'not applicable to embedded PGlite',
      ok: true,
    }
  }
  const url = new URL(target.env.DATABASE_URL ?? '')
  const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432))
  const { servers, api } = await start(target, 1, { DATABASE_URL: proxy.url(url.toString()) })
  const server = servers[0] as RunningServer
  try {
    const before = (await api.call('/health')).status
    proxy.setMode('refuse')
    proxy.dropAll()
    await new Promise((r) => setTimeout(r, 500))
    // Dealers are read from the database on every call (search and models answer from memory meanwhile).
    const during = await Promise.all(Array.from({ length: 5 }, () => api.call('/dealers')))
    const enveloped = await Promise.all(
      during.map(async (r) => ((await r.json()) as { success?: unknown }).success === false),
    )
    proxy.setMode('forward')
    let after = 0
    for (let i = 0; i < 50 && after !== 200; i++) {
      after = (await api.call('/health')).status
      if (after !== 200) await new Promise((r) => setTimeout(r, 200))
    }
    const statuses = during.map((r) => r.status)
    return {
      item: 'database connection dropped and restored (TCP proxy)',
      figure: `before ${before}, during ${[...new Set(statuses)].join('/')} (${enveloped.filter(Boolean).length}/5 in the envelope), after ${after}, process ${server.alive() ? 'alive' : 'DEAD'}`,
      ok: before === 200 && statuses.every((s) => s === 503) && after === 200 && server.alive(),
    }
  } finally {
    await server.stop()
    await proxy.close()
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

/** Every id-taking call refuses another user; tokens stop; receipt links stop. */
export async function isolation(api: Api): Promise<Line[]> {
  const [period] = periods(1, 80)
  if (!period) throw new Error('no period')
  const vehicles = await freeVehicles(api, period)
  const owner = await register(api, 'owner')
  const other = await register(api, 'other')
  const [v1, v2] = vehicles as [Vehicle, Vehicle]
  const first = await lockVehicle(api, owner.token, v1)
  const booking = (
    (await (await book(api, owner.token, v1, first.lock, period)).json()) as { data: { booking_id: string } }
  ).data
  const held = await lockVehicle(api, owner.token, v2)
  const addressId = crypto.randomUUID()
  const address = {
    address: 'Via Roma',
    house_number: '1',
    additional_info: null,
    city: 'Milano',
    postal_code: '20121',
    country: 'IT',
    address_type: 'home',
  }
  await api.call(`/user/addresses/${addressId}`, { method: 'PUT', token: owner.token, json: address })
  const as = other.token
  const checks: [string, () => Promise<Response>, number[]][] = [
    [
      'GET booking cancellation',
      () => api.call(`/bookings/${booking.booking_id}/cancellation`, { token: as }),
      [404],
    ],
    [
      'DELETE booking',
      () => api.call(`/bookings/${booking.booking_id}`, { method: 'DELETE', token: as }),
      [404],
    ],
    ['GET booking receipt', () => api.call(`/bookings/${booking.booking_id}/receipt`, { token: as }), [404]],
    [
      'GET lock',
      () =>
        api.call(
          `/bookings/lock-time-slots/${held.lock.time_slot_lock_id}?session_id=${held.lock.session_id}`,
          { token: as },
        ),
      [404],
    ],
    [
      'unlock',
      () =>
        api.call('/bookings/unlock-time-slots', {
          method: 'POST',
          token: as,
          json: { time_slot_lock_id: held.lock.time_slot_lock_id, session_id: held.lock.session_id },
        }),
      [404],
    ],
    ['book with their lock', () => book(api, as, v2, held.lock, period), [409]],
    [
      'PUT address',
      () => api.call(`/user/addresses/${addressId}`, { method: 'PUT', token: as, json: address }),
      [404],
    ],
    [
      'DELETE address',
      () => api.call(`/user/addresses/${addressId}`, { method: 'DELETE', token: as }),
      [404],
    ],
    [
      'list bookings',
      async () => {
        const list = (await (await api.call('/bookings', { token: as })).json()) as { data: unknown[] }
        return new Response(null, { status: list.data.length === 0 ? 404 : 200 })
      },
      [404],
    ],
  ]
  let refused = 0
  const leaks: string[] = []
  for (const [name, run, expected] of checks) {
    const status = (await run()).status
    if (expected.includes(status)) refused++
    else leaks.push(`${name} ${status}`)
  }
  // Still the owner's after all that.
  const still = (await api.call(`/bookings/${booking.booking_id}/cancellation`, { token: owner.token }))
    .status

  // Tokens: after logout, after password change, after expiry (the test clock moves forward).
  const t1 = await register(api, 'tok')
  await api.call('/auth/logout', { method: 'POST', token: t1.token })
  const afterLogout = (await api.call('/user', { token: t1.token })).status
  const t2 = await register(api, 'tok')
  const login2 = (await (
    await api.call('/auth/login', { method: 'POST', json: { email: t2.email, password: PASSWORD } })
  ).json()) as { data: { token: string } }
  await api.call('/auth/change-password', {
    method: 'POST',
    token: t2.token,
    json: { current_password: PASSWORD, password: 'N3w-Password!', password_confirmation: 'N3w-Password!' },
  })
  const afterChange = (await api.call('/user', { token: login2.data.token })).status

  // Receipt links: tampered, then expired.
  const link = new URL(
    (
      (await (await api.call(`/bookings/${booking.booking_id}/receipt`, { token: owner.token })).json()) as {
        data: { receipt_url: string }
      }
    ).data.receipt_url,
  )
  const fresh = (await fetch(link)).status
  const tampered = new URL(link)
  tampered.searchParams.set('signature', createHmac('sha256', 'guess').update('x').digest('base64url'))
  const afterTamper = (await fetch(tampered)).status
  const otherLanguage = new URL(link)
  otherLanguage.searchParams.set('language', link.searchParams.get('language') === 'it' ? 'en' : 'it')
  const afterLanguage = (await fetch(otherLanguage)).status
  // Move every process's clock past the token lifetime and the link's 15 minutes.
  for (let base = 0; base < api.bases.length; base++) {
    await api.call('/dev/clock', { method: 'POST', json: { advance_minutes: 24 * 60 }, base })
  }
  const afterExpiry = (await api.call('/user', { token: owner.token })).status
  const linkExpired = (await fetch(link)).status
  const tokenOk = afterLogout === 401 && afterChange === 401 && afterExpiry === 401
  const linkOk =
    fresh === 200 &&
    afterTamper >= 400 &&
    afterTamper < 500 &&
    afterLanguage >= 400 &&
    afterLanguage < 500 &&
    linkExpired >= 400 &&
    linkExpired < 500
  return [
    {
      item: 'every id-taking call refuses another user',
      figure: `${refused}/${checks.length} refused${leaks.length ? ` (LEAKS: ${leaks.join(', ')})` : ''}, owner still ${still}`,
      ok: refused === checks.length && still === 200,
    },
    {
      item: 'tokens stop after logout, password change and expiry',
      figure: `after logout ${afterLogout}, after password change ${afterChange}, after expiry ${afterExpiry}`,
      ok: tokenOk,
    },
    {
      item: 'receipt links stop when tampered or expired',
      figure: `fresh ${fresh}, tampered ${afterTamper}, other language ${afterLanguage}, expired ${linkExpired}`,
      ok: linkOk,
    },
  ]
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
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
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
    env: { DATABASE_URL: '', DATABASE_SCHEMA: '', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    processes: 1,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
