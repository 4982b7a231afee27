import { assign, emit, setup } from 'xstate'
import type { Family } from '../../src/contract/family'

/**
 * The brand family the customer is in. Entering from the landing page starts a fresh visit
 * (Italian, no leftover booking data); switching from the header keeps the visit but clears the model.
 * A family reached by URL (deep link, back button) only restyles.
 */
export type FamilyEvent =
  | { type: 'family.enter'; family: Family }
  | { type: 'family.switch'; family: Family }
  | { type: 'family.visit'; family: Family }

/**
 * What the family tells the app beside its state: a new visit began (its booking and browsing data
 * go), or the model chosen for the last family no longer applies.
 */
export type FamilyEmitted = { type: 'visit.started' } | { type: 'model.cleared' }

export const familyMachineId = 'family'

export const familyMachine = setup({
  types: {
    context: {} as { family: Family | null },
    input: {} as { family: Family | null },
    events: {} as FamilyEvent,
    emitted: {} as FamilyEmitted,
  },
  guards: {
    hasFamily: ({ context }) => context.family !== null,
    isOtherFamily: ({ context, event }) => event.type === 'family.visit' && context.family !== event.family,
  },
  actions: {
    forceItalian: () => {},
    applyTheme: (_, _params: { family: Family | null }) => {},
    goHome: (_, _params: { family: Family }) => {},
  },
}).createMachine({
  id: familyMachineId,
  context: ({ input }) => ({ family: input.family }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'At start: a stored family means the customer has entered one before.',
      always: [{ guard: 'hasFamily', target: 'inFamily' }, { target: 'noFamily' }],
    },
    noFamily: {
      description: 'Landing page: no brand chosen yet.',
    },
    inFamily: {
      description: 'Styled as the chosen family.',
      entry: { type: 'applyTheme', params: ({ context }) => ({ family: context.family }) },
    },
  },
  on: {
    'family.enter': {
      target: '.inFamily',
      reenter: true,
      actions: [
        assign({ family: ({ event }) => event.family }),
        'forceItalian',
        emit({ type: 'visit.started' }),
        { type: 'goHome', params: ({ event }) => ({ family: event.family }) },
      ],
    },
    'family.switch': {
      target: '.inFamily',
      reenter: true,
      actions: [
        assign({ family: ({ event }) => event.family }),
        emit({ type: 'model.cleared' }),
        { type: 'goHome', params: ({ event }) => ({ family: event.family }) },
      ],
    },
    'family.visit': {
      guard: 'isOtherFamily',
      target: '.inFamily',
      reenter: true,
      actions: assign({ family: ({ event }) => event.family }),
    },
  },
})
