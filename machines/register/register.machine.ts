import { assign, fromPromise, setup } from 'xstate'
import type { RegisterRequest, Session } from '../../src/contract/auth'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import { DEPENDENTS, EMPTY_VALUES, requestOf, ruleErrors, serverErrors, withRulesOf } from './register.rules'
import type { RegisterContext, RegisterEvent, RegisterField, RegisterInput } from './register.types'

/**
 * SPEC §2 "Register", §5 and §8: the form and its rules (the contract's `RegisterRequestSchema`), the
 * request, and the success panel. The session learns the new account (`announceSession`); the screen
 * stays on its panel, which offers to finish the reservation or go to the account. See README.md.
 */
export const registerMachineId = 'register'

/** A field and the fields whose rule reads it. */
const withDependents = (field: RegisterField): RegisterField[] => [field, ...(DEPENDENTS[field] ?? [])]

export const registerMachine = setup({
  types: { context: {} as RegisterContext, input: {} as RegisterInput, events: {} as RegisterEvent },
  actors: {
    register: fromPromise<Session, RegisterRequest>(notProvided('register')),
  },
  guards: {
    /** SPEC §5: every rule of the form passes (the same schema the server applies). */
    isFormValid: ({ context }) => requestOf(context.values, context.language) !== null,
  },
  actions: {
    /** Tells the session machine (`session.loggedIn`): it stores token, user and expiry. */
    announceSession: (_, _params: { session: Session }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: registerMachineId,
  description: 'Register form: rules on leaving a field and on submit, the request, the success panel.',
  context: ({ input }) => ({
    language: input.language,
    values: { ...EMPTY_VALUES, ...input.values },
    errors: {},
    touched: {},
    submitted: false,
    attempts: 0,
    session: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form. What was typed stays through every error.',
      tags: ['step:form'],
      on: {
        'field.change': {
          description:
            'A shown error follows the value as it changes (it goes away once the rule passes); no new error appears while typing.',
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value }
            const shown = withDependents(event.field).filter((field) => context.errors[field])
            return {
              values,
              touched: { ...context.touched, [event.field]: true },
              errors: withRulesOf(context.errors, shown, values, context.language),
            }
          }),
        },
        'field.blur': {
          description:
            'Leaving a field the customer filled in (or any field after a submit) checks its rule.',
          actions: assign({
            errors: ({ context, event }) => {
              const checked = withDependents(event.field).filter(
                (field) => context.submitted || context.touched[field],
              )
              return withRulesOf(context.errors, checked, context.values, context.language)
            },
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          {
            description:
              'SPEC §5: nothing is sent; every field shows its rule and the focus goes to the first.',
            actions: assign({
              errors: ({ context }) => ruleErrors(context.values, context.language),
              submitted: true,
              attempts: ({ context }) => context.attempts + 1,
            }),
          },
        ],
      },
    },
    submitting: {
      description: 'POST /auth/register.',
      tags: ['step:form', 'status:loading'],
      entry: assign({ errors: {}, submitted: true }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => requestOf(context.values, context.language) as RegisterRequest,
        onDone: {
          target: 'registered',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'announceSession', params: ({ event }) => ({ session: event.output }) },
          ],
        },
        onError: {
          description: "SPEC §8: the server's error on the email field (its field codes on their fields).",
          target: 'editing',
          actions: [
            assign({
              errors: ({ event }) => serverErrors(failureOf(event.error)),
              attempts: ({ context }) => context.attempts + 1,
            }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    registered: {
      description:
        'The success panel: finish the reservation (your-options with a stored vehicle, else choose-vehicle) or go to the account.',
      tags: ['step:done'],
      type: 'final',
    },
  },
})

export type RegisterMachine = typeof registerMachine
