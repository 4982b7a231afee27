import type { SnapshotFrom } from 'xstate'
import { type BasicInfoMachine, isEmailChanging } from './basic-info.machine'
import { BASIC_REQUEST_FIELDS, type BasicField, type BasicRequestField } from './basic-info.types'

type Snapshot = SnapshotFrom<BasicInfoMachine>

/** The form as typed (one object: it changes only when a field does). */
export const selectBasicValues = (snapshot: Snapshot) => snapshot.context.values
export const selectBasicErrors = (snapshot: Snapshot) => snapshot.context.errors
export const selectBasicValue = (snapshot: Snapshot, field: BasicField) => snapshot.context.values[field]
/** The message code on a request field (`phone` covers prefix and number), or null. */
export const selectBasicError = (snapshot: Snapshot, field: BasicRequestField) =>
  snapshot.context.errors[field] ?? null
/** The first request field in error, in form order (the view moves the focus there), or null. */
export const selectFirstBasicError = (snapshot: Snapshot): BasicRequestField | null =>
  BASIC_REQUEST_FIELDS.find((field) => snapshot.context.errors[field] !== undefined) ?? null
export const selectBasicFailure = (snapshot: Snapshot) =>
  snapshot.hasTag('status:failed') ? snapshot.context.failure : null
export const selectIsBasicSaving = (snapshot: Snapshot) => snapshot.hasTag('status:saving')
export const selectIsBasicSaved = (snapshot: Snapshot) => snapshot.hasTag('status:saved')
/** The email typed is not the account's: the current password is asked for (and required). */
export const selectNeedsCurrentPassword = (snapshot: Snapshot) => isEmailChanging(snapshot.context)
/** Saved, and the save moved the account to a new email: the old address was told and can undo it. */
export const selectIsEmailChanged = (snapshot: Snapshot) =>
  snapshot.hasTag('status:saved') && snapshot.context.emailChanged
