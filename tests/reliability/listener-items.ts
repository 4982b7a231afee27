import type { Vehicle } from '../../server/routes/bookings/test-helpers'
import { type RunningServer, startServerProcess } from '../support/start-server'
import { startTcpProxy } from '../support/tcp-proxy'
import { apiFor, book, lockVehicle, periods, register } from './api'
import type { Line, Target } from './server-items'

/** The promise: a silent listening connection is noticed within this long (DESIGN §8). */
const DETECT_WITHIN_S = 10
/** How long the item watches process A at most (CI's budget is tight). */
const WATCH_MS = 40_000
const POLL_MS = 200
const HEALTH_TIMEOUT_MS = 3_000

const ITEM = 'half-open LISTEN connection on process A, vehicle booked through process B'

/**
 * Process A reaches PostgreSQL through a TCP proxy, process B directly. The proxy half-opens A's
 * connections (the database side goes away, A sees no FIN and no reset: a NAT or balancer dropping
 * the flows, a failover), then a vehicle is locked and booked through B. A must stop offering it
 * within 10 s (503 while its index may be stale, then the reload leaves it out), never offer it again,
 * and say so on /health (non-200 while stale, 200 after).
 */
export async function listenerHalfOpen(target: Target): Promise<Line> {
  if (target.label !== 'PostgreSQL')
    return { item: ITEM, figure: 'not applicable to embedded PGlite', ok: true }
  const url = new URL(target.env.DATABASE_URL ?? '')
  const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432))
  const servers: RunningServer[] = []
  try {
    servers.push(await startServerProcess({ ...target.env, DATABASE_URL: proxy.url(url.toString()) }))
    servers.push(await startServerProcess(target.env))
    const [a, b] = [0, 1]
    const api = await apiFor(servers.map((s) => s.url))
    const user = await register(api, 'listener')
    const [period] = periods(1, 120)
    if (!period) throw new Error('no period')
    const models = (await (await api.call('/vehicle-models?family_code=defender', { base: a })).json()) as {
      data: { code: string }[]
    }
    const query = new URLSearchParams({
      model_code: models.data[0]?.code ?? '',
      booking_start: period.start,
      booking_end: period.end,
    })
    const searchOnA = async () => {
      const response = await api.call(`/vehicles?${query}`, { base: a })
      const body = (await response.json()) as { data: Vehicle[] | null }
      return { status: response.status, plates: (body.data ?? []).map((v) => v.license_plate), body }
    }
    const first = await searchOnA()
    const vehicle = first.body.data?.[0]
    if (!vehicle) throw new Error(`no free vehicle on A (${first.status})`)
    // Let A's connections sit idle a moment, as a flow a middlebox forgets would.
    await new Promise((r) => setTimeout(r, 500))

    proxy.halfOpen()
    const cut = performance.now()
    const held = await lockVehicle(api, user.token, vehicle, b)
    const booked =
      held.status === 201 ? (await book(api, user.token, vehicle, held.lock, period, b)).status : 0

    let detectedAt: number | undefined
    let reloadedAt: number | undefined
    // Stale for sure from the first 503's answer to the last 503's request.
    let staleFrom: number | undefined
    let staleTo: number | undefined
    let offeredAfter = 0
    const seen = new Map<string, number>()
    const elapsed = () => performance.now() - cut
    // Until reloaded and healthy, and 2 s more to catch a relapse.
    const watching = () =>
      elapsed() < WATCH_MS && !(healthyAt !== undefined && performance.now() - healthyAt > 2_000)
    // Search and /health on A are watched apart: a health check may wait on a dead pooled connection.
    const watchSearch = async () => {
      while (watching()) {
        const sent = performance.now()
        const search = await searchOnA()
        const now = performance.now()
        const offered = search.status === 200 && search.plates.includes(vehicle.license_plate)
        const label =
          search.status === 200 ? (offered ? '200 offering it' : '200 without it') : `${search.status}`
        seen.set(label, (seen.get(label) ?? 0) + 1)
        if (!offered) detectedAt ??= now
        if (offered && detectedAt !== undefined) offeredAfter++
        if (search.status === 503) {
          staleFrom ??= now
          staleTo = sent
        }
        if (detectedAt !== undefined && search.status === 200 && !offered) reloadedAt ??= now
        await new Promise((r) => setTimeout(r, POLL_MS))
      }
    }
    const health: { at: number; done: number; status: number }[] = []
    let healthyAt: number | undefined
    // One check every POLL_MS without waiting for the last (one may wait on a dead pooled connection),
    // each given up after HEALTH_TIMEOUT_MS as a balancer would: no answer counts as unhealthy (0).
    const watchHealth = async () => {
      const pending: Promise<void>[] = []
      while (watching()) {
        const at = performance.now()
        pending.push(
          api
            .call('/health', { base: a, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
            .then(
              (r) => r.status,
              () => 0,
            )
            .then((status) => {
              health.push({ at, done: performance.now(), status })
              if (reloadedAt !== undefined && at > reloadedAt && status === 200)
                healthyAt ??= performance.now()
            }),
        )
        await new Promise((r) => setTimeout(r, POLL_MS))
      }
      await Promise.all(pending)
    }
    await Promise.all([watchSearch(), watchHealth()])
    health.sort((x, y) => x.at - y.at)
    const healthCounts = new Map<number, number>()
    for (const h of health) healthCounts.set(h.status, (healthCounts.get(h.status) ?? 0) + 1)
    const healthAll = [...healthCounts].map(([status, n]) => `${status || 'no answer'} ×${n}`).join(', ')
    const healthStale = health
      .filter(
        (h) => staleFrom !== undefined && staleTo !== undefined && h.at >= staleFrom && h.done <= staleTo,
      )
      .map((h) => h.status)
    const healthAfter =
      health.filter((h) => reloadedAt !== undefined && h.at > reloadedAt).at(-1)?.status ?? 0
    const seconds = (at: number | undefined) => (at === undefined ? undefined : (at - cut) / 1000)
    const detect = seconds(detectedAt)
    const reload = seconds(reloadedAt)
    const statuses = [...seen].map(([label, n]) => `${label} ×${n}`).join(', ')
    const staleHealth = [...new Set(healthStale)].join('/') || 'none'
    return {
      item: ITEM,
      figure:
        detect === undefined
          ? `booked through B (${held.status}/${booked}); A still offered it after ${WATCH_MS / 1000} s (${statuses}); A's /health answered ${healthAll}`
          : `booked through B (${held.status}/${booked}); A stopped offering it after ${detect.toFixed(1)} s (goal ≤ ${DETECT_WITHIN_S} s), search answered ${statuses}; offered again after that ${offeredAfter}×; /health ${staleHealth} while stale, ${healthAfter} after; reloaded at ${reload === undefined ? 'never' : `${reload.toFixed(1)} s`}`,
      ok:
        held.status === 201 &&
        booked === 201 &&
        detect !== undefined &&
        detect <= DETECT_WITHIN_S &&
        offeredAfter === 0 &&
        healthStale.length > 0 &&
        healthStale.every((s) => s !== 200) &&
        reload !== undefined &&
        healthAfter === 200,
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    await proxy.close()
  }
}
