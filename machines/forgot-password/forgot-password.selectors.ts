import type { SnapshotFrom } from 'xstate'
import type { ForgotPasswordMachine } from './forgot-password.machine'

type Snapshot = SnapshotFrom<ForgotPasswordMachine>

/** Which panel state SPEC §2 shows: 1 (email form) or 4 (sent). */
export const selectPanelState = (snapshot: Snapshot): 1 | 4 => (snapshot.hasTag('step:sent') ? 4 : 1)
export const selectIsSending = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectEmail = (snapshot: Snapshot) => snapshot.context.email
export const selectEmailError = (snapshot: Snapshot) => snapshot.context.emailError
export const selectCanSubmit = (snapshot: Snapshot) => snapshot.can({ type: 'form.submit' })
