import { fromPromise } from 'xstate'
import { dealerVehicleMachine } from '../../../machines/dealer-vehicle/dealer-vehicle.machine'
import { blockVehicle, getVehicleCalendar, removeBlock } from '../../api/dealer-desk'
import type { DeskSessionActor } from '../../app/desk'
import { DEALER_ZONE } from '../../i18n/format'

/** Midnight of a Rome calendar day, as an ISO instant with Rome's offset of that day (winter or summer). */
export function romeMidnight(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`)
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: DEALER_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value
  const offset = name?.replace('GMT', '') || '+00:00'
  return `${day}T00:00:00${offset}`
}

/** The next calendar day (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const at = new Date(`${day}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + 1)
  return at.toISOString().slice(0, 10)
}

/** A vehicle's page: its calendar, a block from the first day's midnight to the midnight after the last. */
export function provideVehicleActors(desk: DeskSessionActor) {
  const token = () => desk.getSnapshot().context.token ?? ''
  return dealerVehicleMachine.provide({
    actors: {
      loadCalendar: fromPromise(({ input }) => getVehicleCalendar(token(), input.plate)),
      block: fromPromise(({ input }) =>
        blockVehicle(token(), input.plate, {
          start: romeMidnight(input.start),
          end: romeMidnight(dayAfter(input.end)),
          reason: input.reason,
        }),
      ),
      removeBlock: fromPromise(({ input }) => removeBlock(token(), input.id)),
    },
    actions: { logFailure: (_, { error }) => console.warn('A desk vehicle call failed', error) },
  })
}
