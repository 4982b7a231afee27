import { assign, fromPromise, setup } from 'xstate'
import type { Language } from '../../src/contract/language'
import type { User } from '../../src/contract/user'
import { settingsSaveOutcome } from '../shared/account-save'
import { minimumSpinnerStates } from '../shared/minimum-spinner'
import { notProvided } from '../shared/not-provided'
import {
  CANCEL_LANGUAGE,
  LANGUAGE_SPINNER_MS,
  type LanguageContext,
  type LanguageEvent,
  type LanguageInput,
} from './language.types'

/**
 * SPEC §2 "Account settings", language: the it/en choice, Save and Cancel (reset to Italian and save),
 * the 1-second spinner of SPEC §9 and SPEC §8 "Error setting language". See README.md for invariants.
 */
export const languageMachineId = 'languageSetting'

export const languageMachine = setup({
  types: { context: {} as LanguageContext, input: {} as LanguageInput, events: {} as LanguageEvent },
  actors: {
    updateLanguage: fromPromise<User, { code: Language }>(notProvided('updateLanguage')),
  },
  delays: {
    languageSpinner: LANGUAGE_SPINNER_MS,
  },
  guards: {
    saveFailed: ({ context }) => context.answer === 'failed',
  },
  actions: {
    /** The answer is the whole user: the session stores it (`user.updated`). */
    announceUser: (_, _params: { user: User }) => {},
    /** The app speaks the saved language from now on, as the header's language switch does. */
    applyLanguage: (_, _params: { language: Language }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    noteAnswer: assign((_, params: { answer: 'ok' | 'failed' }) => ({ answer: params.answer })),
  },
}).createMachine({
  id: languageMachineId,
  description: 'Language: choose, save with a spinner of 1 s, then the app switches; Cancel saves Italian.',
  context: ({ input }) => ({ language: input.language, answer: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'language.change': { target: '.idle', actions: assign({ language: ({ event }) => event.language }) },
        'form.submit': { target: 'saving' },
        'form.cancel': {
          description: 'SPEC §2: Cancel resets to Italian and saves.',
          target: 'saving',
          actions: assign({ language: CANCEL_LANGUAGE }),
        },
      },
      states: {
        idle: {},
        saved: { description: 'Saved; the app is switching to the language.', tags: ['status:saved'] },
        failed: { description: "SPEC §8: 'Error setting language'.", tags: ['status:failed'] },
      },
    },
    saving: {
      description: 'The request and the 1-second spinner run together; the outcome shows once both are over.',
      tags: ['status:saving'],
      type: 'parallel',
      states: minimumSpinnerStates({
        request: {
          src: 'updateLanguage',
          input: ({ context }) => ({ code: context.language }),
          ...settingsSaveOutcome,
        },
        spinner: {
          delay: 'languageSpinner',
          description:
            'SPEC §9: the language spinner lasts 1 second (and stops after 1 s on a failure, SPEC §8).',
        },
      }),
      onDone: [
        { guard: 'saveFailed', target: 'editing.failed', actions: assign({ answer: null }) },
        {
          target: 'editing.saved',
          actions: [
            assign({ answer: null }),
            { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) },
          ],
        },
      ],
    },
  },
})

export type LanguageMachine = typeof languageMachine
