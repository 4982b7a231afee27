import { type Api, periods } from './api'
import { bearer, firstFree, staffSession, twoDealers } from './dealer-staff'
import type { Line } from './server-items'

/** How long the other process may take to hear of a block (its database notification). */
const PROPAGATION_LIMIT_MS = 5_000

/**
 * A vehicle blocked through the dealer desk on one API process leaves search for that period on the
 * others, and comes back once the block is deleted (issue 33). With one process, on that one.
 */
export async function blockLeavesSearch(api: Api): Promise<Line> {
  const [period] = periods(1, 110)
  if (!period) throw new Error('no period')
  const [dealer] = await twoDealers(api, period)
  const staff = bearer((await staffSession(api, dealer, 'block')).token)
  const writer = 0
  const reader = api.bases.length - 1
  const vehicle = (await firstFree(api, dealer, period, reader))[0]
  if (!vehicle) throw new Error(`no free vehicle at ${dealer}`)
  const plate = vehicle.license_plate
  const offered = async () =>
    (await firstFree(api, dealer, period, reader)).some((v) => v.license_plate === plate)
  /** Milliseconds until search on the reader offers the vehicle as `wanted`, or -1 past the limit. */
  const until = async (wanted: boolean) => {
    const started = Date.now()
    for (;;) {
      if ((await offered()) === wanted) return Date.now() - started
      if (Date.now() - started > PROPAGATION_LIMIT_MS) return -1
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  const blocked = await api.call(`/dealer/vehicles/${plate}/blocks`, {
    method: 'POST',
    headers: staff,
    json: { start: period.start, end: period.end, reason: 'Service' },
    base: writer,
  })
  const block = blocked.status === 201 ? ((await blocked.json()) as { data: { id: string } }).data.id : ''
  const gone = await until(false)
  const deleted = await api.call(`/dealer/blocks/${block}`, {
    method: 'DELETE',
    headers: staff,
    base: writer,
  })
  const back = await until(true)
  const where = api.bases.length > 1 ? 'blocked on one process, searched on the other' : 'one process'
  const ms = (n: number) => (n < 0 ? `not within ${PROPAGATION_LIMIT_MS} ms` : `after ${n} ms`)
  return {
    item: `a desk block leaves search and comes back when deleted (${where})`,
    figure: `block ${blocked.status}, gone ${ms(gone)}; delete ${deleted.status}, back ${ms(back)}`,
    ok: blocked.status === 201 && gone >= 0 && deleted.status === 200 && back >= 0,
  }
}
