import { fromPromise } from 'xstate'
import { reservationsMachine } from '../../../machines/reservations/reservations.machine'
import { cancelReservation, getCancellationQuote, listBookings } from '../../api/bookings'
import { getReceipt } from '../../api/receipts'
import { INITIAL_LANGUAGE, type Language } from '../../contract/language'
import { read } from '../../storage/storage'
import type { ReceiptTab } from './receipt-tab'

/** SPEC §1: the reservations screen speaks the stored language, English when none is stored. */
export const reservationsLanguage = (): Language => read('language') ?? INITIAL_LANGUAGE

/** The my-reservations screen's composition root: the real requests and the receipt's tab. */
export function provideReservationsActors(receiptTab: ReceiptTab) {
  return reservationsMachine.provide({
    actors: {
      loadReservations: fromPromise(() => listBookings()),
      getReceipt: fromPromise(({ input }) => getReceipt(input.id, input.language)),
      getCancellationQuote: fromPromise(({ input }) => getCancellationQuote(input.id)),
      cancelReservation: fromPromise(async ({ input }) => {
        await cancelReservation(input.id)
      }),
    },
    actions: {
      openReceipt: (_, { url }) => receiptTab.open(url),
      dropReceipt: () => receiptTab.drop(),
      logFailure: (_, { during, error }) =>
        console.warn(`My reservations: the ${during} request failed`, error),
    },
  })
}
