import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/contract/api-failure'
import type { Session } from '../../src/contract/auth'
import { EmailSchema, PasswordSchema } from '../../src/contract/rules'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import {
  type FieldError,
  LOGIN_UNREACHABLE,
  type LoginContext,
  type LoginEvent,
  type LoginInput,
  type LoginRequest,
} from './login.types'

/**
 * SPEC §2 "Login", §5 and §8: the email and password form, its rules, the request and what a failure
 * shows. Where the customer goes next is not this machine's business: the session learns the login
 * (`announceSession`) and the URL bridge moves on. See README.md for invariants.
 */
export const loginMachineId = 'login'

/** The first rule a value breaks, as a message key for its field, or null. */
const ruleError = (schema: v.GenericSchema, value: string): FieldError | null => {
  const result = v.safeParse(schema, value)
  return result.success ? null : { key: result.issues[0]?.message ?? '' }
}

/** SPEC §8: the message on the password field; a burst refused says when to try again. */
const passwordErrorOf = (failure: ApiFailure): FieldError => {
  if (failure.retryAt) return { retryAt: failure.retryAt }
  if (failure.message) return { text: failure.message }
  return { key: LOGIN_UNREACHABLE }
}

/** Editing a field clears its own error, and the other field's bare mark left by a refused login. */
const clearedBy = (other: FieldError | null) => (other && 'mark' in other ? null : other)

export const loginMachine = setup({
  types: { context: {} as LoginContext, input: {} as LoginInput, events: {} as LoginEvent },
  actors: {
    login: fromPromise<Session, LoginRequest>(notProvided('login')),
  },
  guards: {
    /** SPEC §5: an email like name@domain and a password of at least 8 (the contract's rules). */
    isFormValid: ({ context }) =>
      v.is(EmailSchema, context.email.trim()) && v.is(PasswordSchema, context.password),
  },
  actions: {
    /** Tells the session machine (`session.loggedIn`): it stores the session and the app moves on. */
    announceSession: (_, _params: { session: Session }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    showRuleErrors: assign({
      emailError: ({ context }) => ruleError(EmailSchema, context.email.trim()),
      passwordError: ({ context }) => ruleError(PasswordSchema, context.password),
    }),
  },
}).createMachine({
  id: loginMachineId,
  description: 'Login form: rules on submit, the request, the server message on the password field.',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    emailError: null,
    passwordError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form. What was typed stays through every error.',
      tags: ['step:form'],
      on: {
        'email.change': {
          actions: assign({
            email: ({ event }) => event.email,
            emailError: null,
            passwordError: ({ context }) => clearedBy(context.passwordError),
          }),
        },
        'password.change': {
          actions: assign({
            password: ({ event }) => event.password,
            passwordError: null,
            emailError: ({ context }) => clearedBy(context.emailError),
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          { description: 'SPEC §5: nothing is sent; each field shows its rule.', actions: 'showRuleErrors' },
        ],
      },
    },
    submitting: {
      description: 'POST /auth/login.',
      tags: ['step:form', 'status:loading'],
      entry: assign({ emailError: null, passwordError: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'announceSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: {
          description:
            'SPEC §8: the server message on the password field, both fields marked; a refused burst (429) says when to try again.',
          target: 'editing',
          actions: [
            assign({
              emailError: { mark: true },
              passwordError: ({ event }) => passwordErrorOf(failureOf(event.error)),
            }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loggedIn: {
      description: 'Done: the session knows; the URL bridge (or the resumed wizard) leaves this screen.',
      tags: ['step:done'],
      type: 'final',
    },
  },
})

export type LoginMachine = typeof loginMachine
