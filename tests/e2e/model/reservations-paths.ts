import type { EventObject } from 'xstate'
import { reservationsMachine } from '../../../machines/reservations/reservations.machine'
import type { ReservationsContext } from '../../../machines/reservations/reservations.types'
import { generatePaths, type Possible, transitionsAndMoves } from '../../../machines/testing/generate-paths'
import { greedyCover } from '../../../machines/testing/greedy-cover'
import type { CancellationQuote } from '../../../src/contract/reservation'

/**
 * The reservations machine's paths the screen can take (see `reservations.model.spec.ts`): its events
 * as the customer and the server make them, and what each path has made the server hold.
 */

export const FAMILY = 'jaguar'
/** The model's one reservation stands for the path's own booking. */
const SAMPLE_ID = 'p1'
const listed = (status: 'PENDING' | 'DELETED') => [
  { id: SAMPLE_ID, appointment_id: 'AR-p1', status, booking_start: '2030-01-07T09:00:00Z' },
]
const quote = (cancellable: boolean) =>
  ({
    id: SAMPLE_ID,
    cancellable,
    reason: cancellable ? null : 'booking.confirmed_contact_dealer',
  }) as CancellationQuote

const events = [
  { type: 'status.select', status: 'DELETED' },
  { type: 'status.select', status: 'PENDING' },
  { type: 'sort.change', sort: 'older' },
  { type: 'sort.change', sort: 'mostRecent' },
  { type: 'card.toggle', id: SAMPLE_ID },
  { type: 'receipt.request', id: SAMPLE_ID },
  { type: 'reservation.cancel', id: SAMPLE_ID },
  { type: 'quote.retry' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'list.reload' },
  { type: 'xstate.done.actor.loadReservations', output: [] },
  { type: 'xstate.done.actor.loadReservations', output: listed('PENDING') },
  { type: 'xstate.done.actor.loadReservations', output: listed('DELETED') },
  { type: 'xstate.error.actor.loadReservations', error: new Error('500') },
  { type: 'xstate.done.actor.getReceipt', output: { receipt_url: '/receipt.pdf' } },
  { type: 'xstate.done.actor.getReceipt', output: { receipt_url: '' } },
  { type: 'xstate.error.actor.getReceipt', error: new Error('network') },
  { type: 'xstate.done.actor.getCancellationQuote', output: quote(true) },
  { type: 'xstate.done.actor.getCancellationQuote', output: quote(false) },
  { type: 'xstate.error.actor.getCancellationQuote', error: new Error('network') },
  { type: 'xstate.done.actor.cancelReservation' },
  { type: 'xstate.error.actor.cancelReservation', error: new Error('network') },
] as EventObject[]

export type Listed = { status: string }[]
/**
 * What the server holds for the path's customer: nothing, the reservation pending, cancelled, or
 * confirmed by the dealer (from then on the path lists nothing more: the model has no confirmed one).
 */
export const LEVEL = { none: 0, pending: 1, deleted: 2, confirmed: 3 } as const
export const levelOf = (list: Listed) =>
  list.length === 0 ? LEVEL.none : list[0]?.status === 'PENDING' ? 1 : 2
type Payload = {
  status?: string
  sort?: string
  id?: string
  output?: unknown
}
export const payload = (event: EventObject) => event as EventObject & Payload

function label(event: EventObject): string {
  const { type, status, sort, output } = payload(event)
  const short = type.replace(/^xstate\.(done|error)\.actor\./, '$1.')
  if (status) return `${short} ${status}`
  if (sort) return `${short} ${sort}`
  if (type === 'xstate.done.actor.loadReservations') {
    const list = output as Listed
    return `${short} ${list.length ? (list[0]?.status ?? '').toLowerCase() : 'none'}`
  }
  if (type === 'xstate.done.actor.getReceipt')
    return `${short} ${(output as { receipt_url: string }).receipt_url ? 'with link' : 'without link'}`
  if (type === 'xstate.done.actor.getCancellationQuote')
    return `${short} ${(output as CancellationQuote).cancellable ? 'cancellable' : 'dealer confirmed'}`
  return short
}

/** What the server can have been made to hold, and the terms it quotes for the one reservation. */
type World = { level: number; cancellable: boolean | null }

const possible: Possible<World> = (state, event, world) => {
  const context = state.context as ReservationsContext
  const { type, id, output } = payload(event)
  // The cancel dialog is modal: nothing behind it can be reached while it is open.
  const dialogOpen = state.matches({ showing: { list: 'cancellation' } })
  if (dialogOpen && ['status.select', 'sort.change', 'card.toggle'].includes(type)) return null
  // The shown list's Refresh is behind the open dialog, as everything else is.
  if (dialogOpen && type === 'list.reload') return null
  // A card's buttons are on the card, which shows on its own status tab only.
  if (['card.toggle', 'receipt.request', 'reservation.cancel'].includes(type)) {
    const card = context.reservations.find((reservation) => reservation.id === id)
    if (!card || card.status !== context.status) return null
  }
  if (type === 'xstate.done.actor.loadReservations') {
    const level = levelOf(output as Listed)
    // Reservations are booked and cancelled, never unbooked nor pending again.
    return level < world.level ? null : { ...world, level }
  }
  if (type === 'xstate.done.actor.cancelReservation') return { ...world, level: LEVEL.deleted }
  if (type === 'xstate.done.actor.getCancellationQuote') {
    // Terms that do not allow cancelling: the dealer confirmed it meanwhile, and a confirmation stays.
    const { cancellable } = output as CancellationQuote
    if (world.cancellable === false && cancellable) return null
    return cancellable ? { ...world, cancellable } : { cancellable, level: LEVEL.confirmed }
  }
  return world
}

/** Few paths that take every transition, and every event from every state they reach. */
export const paths = greedyCover(
  generatePaths(reservationsMachine, {
    input: { language: 'en' },
    events,
    world: { level: LEVEL.none, cancellable: null } as World,
    possible,
    label,
  }),
  (path) => transitionsAndMoves(path, label),
  { prefer: (a, b) => a.steps.length < b.steps.length },
)
