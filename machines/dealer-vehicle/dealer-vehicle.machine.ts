import { assign, fromPromise, setup } from 'xstate'
import type { VehicleCalendar } from '../../src/contract/dealer-desk'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import { blockErrors, EMPTY_BLOCK, isBlockValid, serverErrors } from './dealer-vehicle.rules'
import type { BlockRequest, VehicleContext, VehicleEvent, VehicleInput } from './dealer-vehicle.types'

/**
 * One vehicle in the desk (issue 33): its 30-day calendar of holds, bookings and blocks; blocking days
 * with a reason (maintenance), and removing a block. After each change the calendar is read again, so
 * what shows is the server's. See README.md.
 */
export const dealerVehicleMachineId = 'dealerVehicle'

type Params = { error: unknown }

export const dealerVehicleMachine = setup({
  types: { context: {} as VehicleContext, input: {} as VehicleInput, events: {} as VehicleEvent },
  actors: {
    loadCalendar: fromPromise<VehicleCalendar, { plate: string }>(notProvided('loadCalendar')),
    block: fromPromise<unknown, BlockRequest>(notProvided('block')),
    removeBlock: fromPromise<unknown, { id: string }>(notProvided('removeBlock')),
  },
  guards: {
    isBlockValid: ({ context }) => isBlockValid(context.form),
  },
  actions: {
    logFailure: (_, _params: Params) => {},
    noteFailure: assign({ failure: (_, { error }: Params) => failureOf(error) }),
  },
}).createMachine({
  id: dealerVehicleMachineId,
  description: "A vehicle's calendar: read, block days with a reason, remove a block, failure with retry.",
  context: ({ input }) => ({
    plate: input.plate,
    calendar: null,
    form: EMPTY_BLOCK,
    removing: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadCalendar',
        src: 'loadCalendar',
        input: ({ context }) => ({ plate: context.plate }),
        onDone: {
          target: 'calendar',
          actions: assign({ calendar: ({ event }) => event.output, removing: null }),
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    calendar: {
      description: 'The 30 days, and the block form.',
      on: {
        'field.change': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              [event.field]: event.value,
              errors: { ...context.form.errors, [event.field]: undefined },
              formError: null,
            }),
          }),
        },
        'block.submit': [
          { guard: 'isBlockValid', target: 'blocking' },
          {
            actions: assign({
              form: ({ context }) => ({
                ...context.form,
                errors: blockErrors(context.form),
                attempts: context.form.attempts + 1,
              }),
            }),
          },
        ],
        'block.remove': { target: 'removing', actions: assign({ removing: ({ event }) => event.id }) },
      },
    },
    blocking: {
      invoke: {
        id: 'block',
        src: 'block',
        input: ({ context }) => ({
          plate: context.plate,
          start: context.form.start,
          end: context.form.end,
          reason: context.form.reason.trim(),
        }),
        onDone: { target: 'loading', actions: assign({ form: EMPTY_BLOCK }) },
        onError: {
          description: 'Refused (a start in the past, an overlap) or no answer: said on the form.',
          target: 'calendar',
          actions: [
            assign({
              form: ({ context, event }) => {
                const failure = failureOf(event.error)
                const errors = serverErrors(failure.errors)
                const named = Object.keys(errors).length > 0
                return {
                  ...context.form,
                  errors,
                  formError: named
                    ? null
                    : failure.message
                      ? { text: failure.message }
                      : { key: failure.code },
                  attempts: context.form.attempts + 1,
                }
              },
            }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeBlock',
        src: 'removeBlock',
        input: ({ context }) => ({ id: context.removing ?? '' }),
        onDone: { target: 'loading' },
        onError: {
          target: 'failure',
          actions: [
            { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failure: {
      description: 'Why, and a retry that reads the calendar again.',
      on: { 'failure.retry': { target: 'loading' } },
    },
  },
})

export type DealerVehicleMachine = typeof dealerVehicleMachine
