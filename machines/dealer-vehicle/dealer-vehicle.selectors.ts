import type { SnapshotFrom } from 'xstate'
import type { DealerVehicleMachine } from './dealer-vehicle.machine'

type Snapshot = SnapshotFrom<DealerVehicleMachine>

export const selectCalendar = (snapshot: Snapshot) => snapshot.context.calendar
export const selectForm = (snapshot: Snapshot) => snapshot.context.form
export const selectRemoving = (snapshot: Snapshot) => snapshot.context.removing
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure
export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading')
export const selectIsBlocking = (snapshot: Snapshot) => snapshot.matches('blocking')
export const selectIsFailed = (snapshot: Snapshot) => snapshot.matches('failure')
export const selectCanEdit = (snapshot: Snapshot) => snapshot.matches('calendar')
