import type { SnapshotFrom } from 'xstate'
import type { AddressMachine } from './address.machine'
import { ADDRESS_TEXT_FIELDS, type AddressTextField } from './address.types'

type Snapshot = SnapshotFrom<AddressMachine>

/** The form as typed (one object: it changes only when a field does). */
export const selectAddressValues = (snapshot: Snapshot) => snapshot.context.values
export const selectAddressErrors = (snapshot: Snapshot) => snapshot.context.errors
export const selectAddressValue = (snapshot: Snapshot, field: AddressTextField) =>
  snapshot.context.values[field]
export const selectIsBilling = (snapshot: Snapshot) => snapshot.context.values.billing
export const selectAddressError = (snapshot: Snapshot, field: AddressTextField) =>
  snapshot.context.errors[field] ?? null
/** The first field in error, in form order (the view moves the focus there), or null. */
export const selectFirstAddressError = (snapshot: Snapshot): AddressTextField | null =>
  ADDRESS_TEXT_FIELDS.find((field) => snapshot.context.errors[field] !== undefined) ?? null
export const selectAddressFailure = (snapshot: Snapshot) =>
  snapshot.hasTag('status:failed') ? snapshot.context.failure : null
/** Delete is offered only for an address the server holds. */
export const selectCanDelete = (snapshot: Snapshot) => snapshot.can({ type: 'address.delete' })
export const selectIsConfirmingDelete = (snapshot: Snapshot) => snapshot.hasTag('status:confirmDelete')
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.hasTag('status:deleting')
export const selectIsAddressSaving = (snapshot: Snapshot) => snapshot.hasTag('status:saving')
export const selectIsAddressSaved = (snapshot: Snapshot) => snapshot.hasTag('status:saved')
export const selectIsAddressDeleted = (snapshot: Snapshot) => snapshot.hasTag('status:deleted')
/** What the form is doing or has just done (saving, saved, deleting, deleted), or null while it is edited. */
export const selectAddressActivity = (snapshot: Snapshot) =>
  (['saving', 'saved', 'deleting', 'deleted'] as const).find((activity) =>
    snapshot.hasTag(`status:${activity}`),
  ) ?? null
/** Whether the server holds the address shown (else the form creates a new one). */
export const selectIsPersisted = (snapshot: Snapshot) => snapshot.context.persisted
