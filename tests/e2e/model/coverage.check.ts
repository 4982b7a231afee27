import { expect, test } from '@playwright/test'
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine'
import { reservationsMachine } from '../../../machines/reservations/reservations.machine'
import { sessionMachine } from '../../../machines/session/session.machine'
import { declared } from '../../../machines/testing/coverage'
import { abstractModelOf } from '../../../machines/testing/replay-path'
import { wizardMachine } from '../../../machines/wizard/wizard.machine'
import { readCoverage } from './coverage-store'

/**
 * Runs after the browser projects: every state and transition of each machine must have been reached by
 * some generated path that passed through the real UI.
 */
const machines = {
  forgotPassword: forgotPasswordMachine,
  session: sessionMachine,
  reservations: reservationsMachine,
  wizard: wizardMachine,
}

for (const [name, machine] of Object.entries(machines)) {
  test(`${name}: every state and transition reached through the real UI`, () => {
    const all = declared(abstractModelOf(machine))
    const reached = readCoverage(name)
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
