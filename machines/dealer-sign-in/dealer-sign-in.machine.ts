import { assign, fromPromise, setup } from 'xstate'
import type { DeskSession } from '../dealer-session/dealer-session.types'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import { failureErrors, isFormValid, linkProblemOf, ruleErrors } from './dealer-sign-in.rules'
import type {
  SignInContext,
  SignInEvent,
  SignInInput,
  SignInOutcome,
  SignInRequest,
} from './dealer-sign-in.types'

/**
 * The desk's sign-in forms (issue 33): sign in, set the first password from the invitation's link,
 * reset a forgotten password from its link, ask for a reset link. The rules are the contract's; a
 * password set from a link signs the member in as a sign-in does. The desk session learns the session
 * (`announceSession`); where the member goes next is the route's business. See README.md.
 */
export const dealerSignInMachineId = 'dealerSignIn'

export const dealerSignInMachine = setup({
  types: { context: {} as SignInContext, input: {} as SignInInput, events: {} as SignInEvent },
  actors: {
    submit: fromPromise<SignInOutcome, SignInRequest>(notProvided('submit')),
  },
  guards: {
    needsLink: ({ context }) =>
      (context.mode === 'setPassword' || context.mode === 'reset') && !context.token,
    isFormValid: ({ context }) => isFormValid(context),
    isLinkRefused: (_, params: { error: unknown }) => linkProblemOf(failureOf(params.error)) !== null,
    isSession: (_, params: { output: SignInOutcome }) => params.output !== null,
  },
  actions: {
    /** Tells the desk session (`session.signedIn`). */
    announceSession: (_, _params: { session: DeskSession }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: dealerSignInMachineId,
  description: 'Desk sign-in forms: the link checked, the rules on submit, the request, what a refusal says.',
  context: ({ input }) => ({
    mode: input.mode,
    token: input.token ?? null,
    email: '',
    password: '',
    errors: {},
    formError: null,
    linkProblem: null,
    attempts: 0,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description: 'A set-password or reset page opened without its token cannot be used.',
      always: [
        { guard: 'needsLink', target: 'linkUnusable', actions: assign({ linkProblem: 'missing' }) },
        { target: 'editing' },
      ],
    },
    editing: {
      description: 'The form. Editing a field clears its own message and the form message.',
      on: {
        'field.change': {
          actions: assign({
            email: ({ context, event }) => (event.field === 'email' ? event.value : context.email),
            password: ({ context, event }) => (event.field === 'password' ? event.value : context.password),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
            formError: null,
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          {
            description: 'Nothing is sent; each field shows its rule and the focus goes to the first.',
            actions: assign({
              errors: ({ context }) => ruleErrors(context),
              attempts: ({ context }) => context.attempts + 1,
            }),
          },
        ],
      },
    },
    submitting: {
      tags: ['status:loading'],
      entry: assign({ errors: {}, formError: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          mode: context.mode,
          email: context.email.trim(),
          password: context.password,
          token: context.token ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isSession', params: ({ event }) => ({ output: event.output }) },
            target: 'signedIn',
            actions: {
              type: 'announceSession',
              params: ({ event }) => ({ session: event.output as DeskSession }),
            },
          },
          {
            description: 'Forgot: the link is on its way (or nobody has this email: the same answer).',
            target: 'sent',
          },
        ],
        onError: [
          {
            guard: { type: 'isLinkRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'linkUnusable',
            actions: [
              assign({ linkProblem: ({ event }) => linkProblemOf(failureOf(event.error)) }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'editing',
            actions: [
              assign(({ context, event }) => ({
                ...failureErrors(failureOf(event.error), context.mode),
                attempts: context.attempts + 1,
              })),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    signedIn: { description: 'The desk session knows; the route moves to the desk.', type: 'final' },
    sent: { description: 'Forgot: the page says to check the inbox.', type: 'final' },
    linkUnusable: { description: 'The page says why and offers a new link.', type: 'final' },
  },
})

export type DealerSignInMachine = typeof dealerSignInMachine
