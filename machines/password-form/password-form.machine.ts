import { assign, fromPromise, setup } from 'xstate'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import {
  DEPENDENTS,
  formErrorOf,
  isLinkMissing,
  isLinkRefused,
  requestOf,
  ruleErrors,
  serverFieldErrors,
  withRulesOf,
} from './password-form.rules'
import type {
  PasswordField,
  PasswordFormContext,
  PasswordFormEvent,
  PasswordFormInput,
  PasswordRequest,
} from './password-form.types'

/**
 * SPEC §2 "Reset password" and "Change password", §5 and §8: two or three password fields, their rules
 * (the contract's request schemas), the request, and what the customer reads after it. Reset also
 * checks the emailed link (token and email) before showing the form. See README.md for invariants.
 */
export const passwordFormMachineId = 'passwordForm'

const withDependents = (field: PasswordField): PasswordField[] => [field, ...(DEPENDENTS[field] ?? [])]

export const passwordFormMachine = setup({
  types: {
    context: {} as PasswordFormContext,
    input: {} as PasswordFormInput,
    events: {} as PasswordFormEvent,
  },
  actors: {
    /** POST /auth/reset-password or /auth/change-password; resolves with the server's message. */
    submitPassword: fromPromise<string, PasswordRequest>(notProvided('submitPassword')),
  },
  guards: {
    isLinkMissing: ({ context }) => isLinkMissing(context),
    /** SPEC §5: every rule passes (reset: new at least 8, repeat equal; change: current at least 6 too). */
    isFormValid: ({ context }) => requestOf(context) !== null,
    isChangeMode: ({ context }) => context.mode === 'change',
    isLinkRefused: (_, { error }: { error: unknown }) => isLinkRefused(failureOf(error)),
  },
  actions: {
    /** SPEC §8: reset failures and a reset URL without token or email are logged (and shown). */
    logLinkMissing: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
    /** SPEC §2 change password: on success the app goes to account settings, which confirms it. */
    goToAccountSettings: () => {},
  },
}).createMachine({
  id: passwordFormMachineId,
  description:
    'Reset or change password: the link check, rules on leaving a field and on submit, the request.',
  context: ({ input }) => ({
    mode: input.mode,
    language: input.language,
    token: input.mode === 'reset' ? (input.token ?? null) : null,
    email: input.mode === 'reset' ? (input.email ?? null) : null,
    values: { current_password: '', password: '', password_confirmation: '' },
    errors: {},
    touched: {},
    submitted: false,
    attempts: 0,
    formError: null,
    linkProblem: null,
    confirmation: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description: 'Reset only: the emailed link must carry a token and a well-formed email.',
      always: [
        {
          guard: 'isLinkMissing',
          target: 'linkUnusable',
          actions: [assign({ linkProblem: 'missing' }), 'logLinkMissing'],
        },
        { target: 'editing' },
      ],
    },
    editing: {
      description: 'The form. What was typed stays through every error.',
      tags: ['step:form'],
      on: {
        'field.change': {
          description: 'A shown error follows the value; no new error appears while typing.',
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value }
            const shown = withDependents(event.field).filter((field) => context.errors[field])
            return {
              values,
              touched: { ...context.touched, [event.field]: true },
              errors: withRulesOf(context.errors, shown, { ...context, values }),
            }
          }),
        },
        'field.blur': {
          description: 'Leaving a field the customer typed in (or any field after a submit) checks its rule.',
          actions: assign({
            errors: ({ context, event }) => {
              const checked = withDependents(event.field).filter(
                (field) => context.submitted || context.touched[field],
              )
              return withRulesOf(context.errors, checked, context)
            },
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          {
            description:
              'SPEC §5: nothing is sent; every field shows its rule and the focus goes to the first.',
            actions: assign({
              errors: ({ context }) => ruleErrors(context),
              formError: null,
              submitted: true,
              attempts: ({ context }) => context.attempts + 1,
            }),
          },
        ],
      },
    },
    submitting: {
      tags: ['step:form', 'status:loading'],
      entry: assign({ errors: {}, formError: null, submitted: true }),
      invoke: {
        id: 'submitPassword',
        src: 'submitPassword',
        input: ({ context }) => requestOf(context) as PasswordRequest,
        onDone: [
          {
            description: 'Change password: on to account settings, which confirms it (SPEC §2).',
            guard: 'isChangeMode',
            target: 'changed',
            actions: [assign({ confirmation: ({ event }) => event.output || null }), 'goToAccountSettings'],
          },
          {
            target: 'changed',
            actions: assign({ confirmation: ({ event }) => event.output || null }),
          },
        ],
        onError: [
          {
            description: 'Reset: the server refused the link (unknown, used or expired).',
            guard: { type: 'isLinkRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'linkUnusable',
            actions: [
              assign({ linkProblem: 'refused' }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            description:
              "The server's field codes on their fields (e.g. a wrong current password); otherwise its message above the button.",
            target: 'editing',
            actions: [
              assign({
                errors: ({ event }) => serverFieldErrors(failureOf(event.error)),
                formError: ({ event }) => formErrorOf(failureOf(event.error)),
                attempts: ({ context }) => context.attempts + 1,
              }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    changed: {
      description:
        'The password is changed: reset offers to log in; change goes to account settings (SPEC §2).',
      tags: ['step:done'],
      type: 'final',
    },
    linkUnusable: {
      description: 'Reset only: a clear message and a way to ask for a new link.',
      tags: ['step:linkUnusable'],
      type: 'final',
    },
  },
})

export type PasswordFormMachine = typeof passwordFormMachine
