import type { SnapshotFrom } from 'xstate'
import type { DealerSignInMachine } from './dealer-sign-in.machine'
import { FIELDS_OF } from './dealer-sign-in.rules'

type Snapshot = SnapshotFrom<DealerSignInMachine>

export const selectMode = (snapshot: Snapshot) => snapshot.context.mode
export const selectFields = (snapshot: Snapshot) => FIELDS_OF[snapshot.context.mode]
export const selectEmail = (snapshot: Snapshot) => snapshot.context.email
export const selectPassword = (snapshot: Snapshot) => snapshot.context.password
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors
export const selectFormError = (snapshot: Snapshot) => snapshot.context.formError
export const selectAttempts = (snapshot: Snapshot) => snapshot.context.attempts
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectIsSignedIn = (snapshot: Snapshot) => snapshot.matches('signedIn')
export const selectIsSent = (snapshot: Snapshot) => snapshot.matches('sent')
export const selectLinkProblem = (snapshot: Snapshot) => snapshot.context.linkProblem
