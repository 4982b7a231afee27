import { Hono } from 'hono'
import {
  BLOCK_DAYS_MAX,
  BlockCreateRequestSchema,
  BlockIdParamSchema,
  CalendarQuerySchema,
  DESK_ERROR,
  DeskQuerySchema,
  PlateParamSchema,
} from '../../../src/contract/dealer-desk'
import { requireDealerKey } from '../../dealers/require-dealer-key'
import { deleteBlock, insertBlock } from '../../desk/block-store'
import { blockCreatorOf, deskDealerOf } from '../../desk/desk-scope'
import { dealerVehicles } from '../../desk/desk-vehicle-store'
import { toBlock, toDealerVehicle } from '../../desk/desk-views'
import { vehicleCalendar } from '../../desk/vehicle-calendar'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { writeHolds } from '../../search/freshness'
import { deskBody, deskParam, deskQuery } from './desk-input'

const DAY_MS = 86_400_000
/** A block may start this long before the server's now (the desk's "from now" is a moment old). */
const PAST_GRACE_MS = 5 * 60_000

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
    const input = {
      dealerId,
      plate,
      ...(query.from ? { from: query.from } : {}),
      language: c.var.language,
      answerHours: c.var.config.dealerAnswerHours,
    }
    const data = await vehicleCalendar(c.var.db, input, c.var.clock.now())
    if (!data) throw httpError(c, 404, 'dealer.vehicle_not_found')
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
