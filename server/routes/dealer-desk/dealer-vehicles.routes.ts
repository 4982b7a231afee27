import { Hono } from 'hono'
import {
  BLOCK_DAYS_MAX,
  BlockCreateRequestSchema,
  BlockIdParamSchema,
  CALENDAR_DAYS,
  CalendarQuerySchema,
  DESK_ERROR,
  DeskQuerySchema,
  PlateParamSchema,
} from '../../../src/contract/dealer-desk'
import { requireDealerKey } from '../../dealers/require-dealer-key'
import { blocksOf, deleteBlock, insertBlock } from '../../desk/block-store'
import { blockCreatorOf, deskDealerOf } from '../../desk/desk-scope'
import { liveBookingsOf } from '../../desk/desk-store'
import { dealerVehicle, dealerVehicles, liveLocksOf } from '../../desk/desk-vehicle-store'
import { customerName, toBlock, toDealerVehicle } from '../../desk/desk-views'
import { romeDay, romeDays } from '../../desk/rome-days'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { writeHolds } from '../../search/freshness'
import { deskBody, deskParam, deskQuery } from './desk-input'

const DAY_MS = 86_400_000
/** A block may start this long before the server's now (the desk's "from now" is a moment old). */
const PAST_GRACE_MS = 5 * 60_000

const overlaps = (a: { start: number; end: number }, from: Date, to: Date) =>
  a.start < to.getTime() && a.end > from.getTime()

/**
 * The dealer desk's vehicles (issue 33): the dealership's list, one vehicle's 30 days (locks, bookings,
 * blocks), and blocks, which take a vehicle out of search for their period on every API process (a
 * block holds the vehicle as a booking does: block-store.ts).
 */
export const dealerVehiclesRoutes = new Hono<AppEnv>()
  .use('/vehicles', requireDealerKey)
  .use('/vehicles/*', requireDealerKey)
  .use('/blocks/*', requireDealerKey)
  .get('/vehicles', async (c) => {
    const query = deskQuery(c, DeskQuerySchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const rows = await dealerVehicles(c.var.db, dealerId, c.var.language)
    return ok(c, rows.map(toDealerVehicle), translate('dealer.desk_vehicles', c.var.language))
  })
  .get('/vehicles/:plate/calendar', async (c) => {
    const plate = deskParam(c, 'plate', PlateParamSchema)
    const query = deskQuery(c, CalendarQuerySchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const vehicle = await dealerVehicle(c.var.db, dealerId, plate, c.var.language)
    if (!vehicle) throw httpError(c, 404, 'dealer.vehicle_not_found')
    const now = c.var.clock.now()
    const days = romeDays(query.from ?? romeDay(now), CALENDAR_DAYS)
    const from = (days[0] as (typeof days)[number]).start
    const to = (days[days.length - 1] as (typeof days)[number]).end
    const asOf = { now, answerHours: c.var.config.dealerAnswerHours }
    const [locks, bookings, blocks] = await Promise.all([
      liveLocksOf(c.var.db, dealerId, plate, { from, to, now }),
      liveBookingsOf(c.var.db, dealerId, asOf, plate, from, to),
      blocksOf(c.var.db, dealerId, plate, { from, to }),
    ])
    const span = (row: { start_at: Date; end_at: Date }) => ({
      start: new Date(row.start_at).getTime(),
      end: new Date(row.end_at).getTime(),
    })
    const data = {
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
          .filter((l) => overlaps(span(l), d.start, d.end))
          .map((l) => ({
            start: new Date(l.start_at).toISOString(),
            end: new Date(l.end_at).toISOString(),
            expires_at: new Date(l.expires_at).toISOString(),
          })),
        bookings: bookings
          .filter((b) => overlaps(span(b), d.start, d.end))
          .map((b) => ({
            reference: b.reservation_number,
            status: b.status as 'PENDING' | 'ACCEPTED',
            start: new Date(b.start_at).toISOString(),
            end: new Date(b.end_at).toISOString(),
            customer: customerName(b),
          })),
        blocks: blocks.filter((b) => overlaps(span(b), d.start, d.end)).map(toBlock),
      })),
    }
    return ok(c, data, translate('dealer.desk_calendar', c.var.language))
  })
  .post('/vehicles/:plate/blocks', async (c) => {
    const plate = deskParam(c, 'plate', PlateParamSchema)
    const query = deskQuery(c, DeskQuerySchema)
    const body = await deskBody(c, BlockCreateRequestSchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const now = c.var.clock.now()
    const start = new Date(body.start)
    const end = new Date(body.end)
    const refuse = (field: 'start' | 'end', code: string) => {
      throw httpError(c, 400, code, { errors: { [field]: [code] } })
    }
    if (end.getTime() <= start.getTime()) refuse('end', DESK_ERROR.endBeforeStart)
    if (start.getTime() < now.getTime() - PAST_GRACE_MS) refuse('start', DESK_ERROR.startPast)
    if (end.getTime() - start.getTime() > BLOCK_DAYS_MAX * DAY_MS) refuse('end', DESK_ERROR.tooLong)
    const input = { dealerId, plate, start, end, reason: body.reason, by: blockCreatorOf(c) }
    const block = await writeHolds(c.var, async (tx, changed) => {
      const row = await insertBlock(tx, input, now)
      if (row) changed(row.license_plate)
      return row
    })
    if (!block) throw httpError(c, 404, 'dealer.vehicle_not_found')
    return ok(c, toBlock(block), translate('dealer.block_created', c.var.language), 201)
  })
  .delete('/blocks/:id', async (c) => {
    const id = deskParam(c, 'id', BlockIdParamSchema)
    const query = deskQuery(c, DeskQuerySchema)
    const dealerId = await deskDealerOf(c, query.dealer)
    const plate = await writeHolds(c.var, async (tx, changed) => {
      const freed = await deleteBlock(tx, dealerId, id)
      if (freed) changed(freed)
      return freed
    })
    if (!plate) throw httpError(c, 404, 'dealer.block_not_found')
    return ok(c, { id }, translate('dealer.block_deleted', c.var.language))
  })
