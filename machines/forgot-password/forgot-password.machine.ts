import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'
import { FIELD_ERROR, ForgotEmailSchema } from '../../src/contract/rules'
import { notProvided } from '../shared/not-provided'
import {
  EMAIL_NOT_FOUND,
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
  type ForgotPasswordInput,
  type ForgotPasswordRequest,
  type ForgotPasswordResult,
} from './forgot-password.types'

/**
 * SPEC §2 forgot password: state 1 (email form) -> sending -> state 4 (sent). States 2 and 3 of the
 * old panel were a cancel-reservation placeholder; that flow lives in the reservations machine.
 */
export const forgotPasswordMachineId = 'forgotPassword'

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    input: {} as ForgotPasswordInput,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestPasswordReset: fromPromise<ForgotPasswordResult, ForgotPasswordRequest>(
      notProvided('requestPasswordReset'),
    ),
  },
  guards: {
    /** SPEC §5: required and must contain @ (the contract rule). */
    isEmailValid: ({ context }) => v.is(ForgotEmailSchema, context.email),
    isSuccess: (_, params: { result: ForgotPasswordResult }) => params.result.success,
  },
  actions: {
    goToLogin: () => {},
    goHome: () => {},
    logRequestFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: forgotPasswordMachineId,
  description: 'Forgot password: email form, sending, sent; close goes to login, the home button home.',
  context: ({ input }) => ({
    language: input.language,
    family: input.family,
    email: input.email ?? '',
    emailError: null,
  }),
  initial: 'emailForm',
  states: {
    emailForm: {
      description: 'State 1: the email form with send and go-to-home buttons.',
      tags: ['step:email'],
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.email, emailError: null }) },
        'form.submit': [
          { guard: 'isEmailValid', target: 'sending' },
          { actions: assign({ emailError: { key: FIELD_ERROR.email } }) },
        ],
        'home.go': { target: 'closed', actions: 'goHome' },
        'panel.close': { target: 'closed', actions: 'goToLogin' },
      },
    },
    sending: {
      tags: ['step:email', 'status:loading'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({
          language: context.language,
          email: context.email,
          family_code: context.family,
        }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'sent',
          },
          {
            description: 'SPEC §8: the server error is shown on the email field.',
            target: 'emailForm',
            actions: assign({
              emailError: ({ event }) =>
                event.output.error || event.output.message
                  ? { text: String(event.output.error || event.output.message) }
                  : { key: EMAIL_NOT_FOUND },
            }),
          },
        ],
        onError: {
          description: "SPEC §8: a thrown error shows 'Email not found'.",
          target: 'emailForm',
          actions: [
            assign({ emailError: { key: EMAIL_NOT_FOUND } }),
            { type: 'logRequestFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    sent: {
      description: 'State 4: the success message.',
      tags: ['step:sent'],
      on: {
        'panel.close': { target: 'closed', actions: 'goToLogin' },
        'home.go': { target: 'closed', actions: 'goHome' },
      },
    },
    closed: { type: 'final' },
  },
})

export type ForgotPasswordMachine = typeof forgotPasswordMachine
