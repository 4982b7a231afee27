import { openDatabase } from '../../server/db/database'
import type { Vehicle } from '../../server/routes/bookings/test-helpers'
import type { RunningServer } from '../support/start-server'
import { startTcpProxy } from '../support/tcp-proxy'
import { book, freeVehicles, lockVehicle, periods, pool, register } from './api'
import { type Line, start, type Target } from './server-items'

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
