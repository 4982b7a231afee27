import { expect, test } from '@playwright/test'
import { dealerAnswerMachine } from '../../../machines/dealer-answer/dealer-answer.machine'
import { dealerRequestsMachine } from '../../../machines/dealer-requests/dealer-requests.machine'
import { dealerSessionMachine } from '../../../machines/dealer-session/dealer-session.machine'
import { dealerSignInMachine } from '../../../machines/dealer-sign-in/dealer-sign-in.machine'
import { dealerVehicleMachine } from '../../../machines/dealer-vehicle/dealer-vehicle.machine'
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine'
import { reservationsMachine } from '../../../machines/reservations/reservations.machine'
import { sessionMachine } from '../../../machines/session/session.machine'
import { declared } from '../../../machines/testing/coverage'
import { abstractModelOf } from '../../../machines/testing/replay-path'
import { systemMachines } from '../../../machines/testing/system-paths'
import { wizardMachine } from '../../../machines/wizard/wizard.machine'
import { readCoverage } from './coverage-store'

/**
 * Runs after the browser projects: every state and transition of each machine must have been reached by
 * some generated path that passed through the real UI. The wizard's paths walk it with its child
 * machines (the slot hold and the requests it makes), so they count for each of those too.
 */
const machines = [
  { name: 'forgotPassword', paths: 'forgotPassword', machine: forgotPasswordMachine },
  { name: 'session', paths: 'session', machine: sessionMachine },
  { name: 'reservations', paths: 'reservations', machine: reservationsMachine },
  { name: 'dealerSession', paths: 'dealerSession', machine: dealerSessionMachine },
  { name: 'dealerSignIn', paths: 'dealerSignIn', machine: dealerSignInMachine },
  { name: 'dealerAnswer', paths: 'dealerAnswer', machine: dealerAnswerMachine },
  { name: 'dealerRequests', paths: 'dealerRequests', machine: dealerRequestsMachine },
  { name: 'dealerVehicle', paths: 'dealerVehicle', machine: dealerVehicleMachine },
  ...systemMachines(wizardMachine).map((machine) => ({ name: machine.id, paths: 'wizard', machine })),
]

for (const { name, paths, machine } of machines) {
  test(`${name}: every state and transition reached through the real UI`, () => {
    const all = declared(abstractModelOf(machine))
    const reached = readCoverage(paths)
    const states = all.states.filter((id) => reached.states.has(id))
    const transitions = all.transitions.filter((key) => reached.transitions.has(key))
    console.info(
      `${name}: states ${states.length}/${all.states.length}, transitions ${transitions.length}/${all.transitions.length} through the real UI`,
    )
    expect(
      all.states.filter((id) => !reached.states.has(id)),
      'unreached states',
    ).toEqual([])
    expect(
      all.transitions.filter((key) => !reached.transitions.has(key)),
      'unreached transitions',
    ).toEqual([])
  })
}
