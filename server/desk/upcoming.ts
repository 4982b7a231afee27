import type { Upcoming, UpcomingEvent } from '../../src/contract/dealer-desk'
import type { Queryable } from '../db/database'
import { acceptedMoving } from './desk-store'
import { bookedVehicle, customerName } from './desk-views'
import { romeDay, romeDays, romeTime } from './rome-days'

/**
 * The dealership's confirmed pick-ups and returns over the next `days` Rome days from today, each day's
 * in time order (then by reference).
 */
export async function upcomingMoves(
  db: Queryable,
  input: { dealerId: string; days: number; answerHours: number },
  now: Date,
): Promise<Upcoming> {
  const days = romeDays(romeDay(now), input.days)
  const first = days[0]
  const last = days[days.length - 1]
  const asOf = { now, answerHours: input.answerHours }
  const rows = first && last ? await acceptedMoving(db, input.dealerId, asOf, first.start, last.end) : []
  const byDay = new Map(days.map((d) => [d.day, [] as UpcomingEvent[]]))
  for (const row of rows) {
    for (const [kind, at] of [
      ['pickup', new Date(row.start_at)],
      ['return', new Date(row.end_at)],
    ] as const) {
      byDay.get(romeDay(at))?.push({
        kind,
        at: at.toISOString(),
        time: romeTime(at),
        reference: row.reservation_number,
        customer: customerName(row),
        vehicle: bookedVehicle(row),
      })
    }
  }
  return {
    now: now.toISOString(),
    from: first?.day ?? romeDay(now),
    days: days.map((d) => ({
      day: d.day,
      events: (byDay.get(d.day) ?? []).sort(
        (a, b) => a.at.localeCompare(b.at) || a.reference.localeCompare(b.reference),
      ),
    })),
  }
}
