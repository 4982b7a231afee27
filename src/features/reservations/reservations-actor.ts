import type { ActorRefFrom } from 'xstate'
import type { ReservationsMachine } from '../../../machines/reservations/reservations.machine'

export type ReservationsActor = ActorRefFrom<ReservationsMachine>
