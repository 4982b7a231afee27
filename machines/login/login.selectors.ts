import type { SnapshotFrom } from 'xstate'
import type { LoginMachine } from './login.machine'

type Snapshot = SnapshotFrom<LoginMachine>

export const selectEmail = (snapshot: Snapshot) => snapshot.context.email
export const selectPassword = (snapshot: Snapshot) => snapshot.context.password
export const selectEmailError = (snapshot: Snapshot) => snapshot.context.emailError
export const selectPasswordError = (snapshot: Snapshot) => snapshot.context.passwordError
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectIsLoggedIn = (snapshot: Snapshot) => snapshot.hasTag('step:done')
/** Whether the form takes a submit now (not while a request runs, not once logged in). */
export const selectCanSubmit = (snapshot: Snapshot) => snapshot.can({ type: 'form.submit' })
