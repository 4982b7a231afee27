import * as bookings from '../../../src/contract/bookings'
import * as countries from '../../../src/contract/countries'
import * as devClock from '../../../src/contract/dev-clock'
import * as outbox from '../../../src/contract/outbox'
import * as tracking from '../../../src/contract/tracking'
import * as models from '../../../src/contract/vehicle-models'
import { named, type Operation } from '../types'

/** Reference data, analytics and the development helpers (outbox, holds, clock). */
export const catalogueOperations: Operation[] = [
  {
    method: 'get',
    path: '/countries',
    operationId: 'listCountries',
    summary: 'Countries with calling codes, Italy first',
    tag: 'catalogue',
    access: 'key',
    query: countries.CountriesQuerySchema,
    response: named('CountriesResponse', countries.CountriesResponseSchema),
  },
  {
    method: 'get',
    path: '/vehicle-models',
    operationId: 'listVehicleModels',
    summary: 'Vehicle models of a family',
    tag: 'catalogue',
    access: 'key',
    query: models.VehicleModelsQuerySchema,
    response: named('VehicleModelsResponse', models.VehicleModelsResponseSchema),
  },
  {
    method: 'post',
    path: '/tracking/init-session',
    operationId: 'initTrackingSession',
    summary: 'Start an analytics session (also set as a cookie)',
    tag: 'tracking',
    access: 'key',
    response: named('InitTrackingSessionResponse', tracking.InitSessionResponseSchema),
    status: 201,
  },
  {
    method: 'post',
    path: '/tracking',
    operationId: 'trackEvent',
    summary: 'Record an analytics event',
    tag: 'tracking',
    access: 'key',
    body: named('TrackingEventRequest', tracking.TrackingEventRequestSchema),
    response: named('TrackingEventResponse', tracking.TrackingEventResponseSchema),
    status: 201,
  },
  {
    method: 'get',
    path: '/dev/outbox',
    operationId: 'listOutbox',
    summary: 'Emails written by the server (not in production)',
    tag: 'dev',
    access: 'key',
    query: outbox.OutboxQuerySchema,
    response: named('OutboxResponse', outbox.OutboxResponseSchema),
    errors: [404],
  },
  {
    method: 'post',
    path: '/dev/locks/{id}/expire',
    operationId: 'expireTimeSlotLock',
    summary: "End a time-slot hold now, as the server's clock would (not in production)",
    tag: 'dev',
    access: 'key',
    pathParams: { id: bookings.LockIdSchema },
    response: named('ExpiredLockResponse', bookings.ExpiredLockResponseSchema),
    errors: [404],
  },
  {
    method: 'get',
    path: '/dev/clock',
    operationId: 'getServerClock',
    summary: "The server's time now, as moved by POST /dev/clock (not in production)",
    tag: 'dev',
    access: 'key',
    response: named('DevClockResponse', devClock.DevClockResponseSchema),
    errors: [404],
  },
  {
    method: 'post',
    path: '/dev/clock',
    operationId: 'advanceServerClock',
    summary:
      "Move this server process's clock forward by advance_minutes (cumulative, at most 576000 a call): tokens, holds and reservation deadlines follow (not in production)",
    tag: 'dev',
    access: 'key',
    body: named('DevClockAdvanceRequest', devClock.DevClockAdvanceSchema),
    response: named('DevClockResponse', devClock.DevClockResponseSchema),
    errors: [404],
  },
]
