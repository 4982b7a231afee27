import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReservationSort } from '../../../machines/reservations/reservations.display'
import type { ReservationStatus } from '../../contract/reservation'

/** SPEC §2 status tabs, PENDING first. */
export const STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CONFIRMED: msg`Confirmed`,
  EXPIRED: msg`Expired`,
  DECLINED: msg`Declined`,
  DELETED: msg`Cancelled`,
}

/** SPEC §2 'no vehicles', said for the tab the customer is on. */
export const EMPTY_TEXTS: Record<ReservationStatus, MessageDescriptor> = {
  PENDING: msg`No vehicles waiting for the dealer's confirmation.`,
  CONFIRMED: msg`No vehicles confirmed by a dealer yet.`,
  EXPIRED: msg`No expired reservations.`,
  DECLINED: msg`No reservations declined by a dealer.`,
  DELETED: msg`No cancelled reservations.`,
}

/** SPEC §2 sort menu: mostRecent (latest pick-up first) and older. */
export const SORT_OPTIONS: { id: ReservationSort; label: MessageDescriptor }[] = [
  { id: 'mostRecent', label: msg`Most recent first` },
  { id: 'older', label: msg`Oldest first` },
]
