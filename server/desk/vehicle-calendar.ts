import { CALENDAR_DAYS, type VehicleCalendar } from '../../src/contract/dealer-desk'
import type { Language } from '../../src/contract/language'
import type { Queryable } from '../db/database'
import { blocksOf } from './block-store'
import { liveBookingsOf } from './desk-store'
import { dealerVehicle, liveLocksOf } from './desk-vehicle-store'
import { customerName, toBlock } from './desk-views'
import { romeDay, romeDays } from './rome-days'

const span = (row: { start_at: Date; end_at: Date }) => ({
  start: new Date(row.start_at).getTime(),
  end: new Date(row.end_at).getTime(),
})

const within = (row: { start_at: Date; end_at: Date }, day: { start: Date; end: Date }) => {
  const { start, end } = span(row)
  return start < day.end.getTime() && end > day.start.getTime()
}

/**
 * One of the dealership's vehicles over `CALENDAR_DAYS` Rome days from `from` (today when absent): each
 * day's live locks, live bookings and blocks. Undefined when the dealership has no such vehicle.
 */
export async function vehicleCalendar(
  db: Queryable,
  input: { dealerId: string; plate: string; from?: string; language: Language; answerHours: number },
  now: Date,
): Promise<VehicleCalendar | undefined> {
  const { dealerId, plate } = input
  const vehicle = await dealerVehicle(db, dealerId, plate, input.language)
  if (!vehicle) return undefined
  const days = romeDays(input.from ?? romeDay(now), CALENDAR_DAYS)
  const from = (days[0] as (typeof days)[number]).start
  const to = (days[days.length - 1] as (typeof days)[number]).end
  const [locks, bookings, blocks] = await Promise.all([
    liveLocksOf(db, dealerId, plate, { from, to, now }),
    liveBookingsOf(db, dealerId, { now, answerHours: input.answerHours }, plate, from, to),
    blocksOf(db, dealerId, plate, { from, to }),
  ])
  return {
    now: now.toISOString(),
    vehicle: {
      license_plate: vehicle.license_plate,
      model_code: vehicle.model_code,
      model_description: vehicle.model_description,
    },
    from: days[0]?.day ?? '',
    days: days.map((d) => ({
      day: d.day,
      locks: locks
        .filter((l) => within(l, d))
        .map((l) => ({
          start: new Date(l.start_at).toISOString(),
          end: new Date(l.end_at).toISOString(),
          expires_at: new Date(l.expires_at).toISOString(),
        })),
      bookings: bookings
        .filter((b) => within(b, d))
        .map((b) => ({
          reference: b.reservation_number,
          status: b.status as 'PENDING' | 'ACCEPTED',
          start: new Date(b.start_at).toISOString(),
          end: new Date(b.end_at).toISOString(),
          customer: customerName(b),
        })),
      blocks: blocks.filter((b) => within(b, d)).map(toBlock),
    })),
  }
}
