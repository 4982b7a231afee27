import type { User } from '../../src/contract/user'

/**
 * What every account save does with its answer: an account call answers with the user, which the session
 * learns (`announceUser`); a refusal or a failure is logged (`logFailure`). Each machine provides both.
 */
export const announceSavedUser = {
  type: 'announceUser',
  params: ({ event }: { event: { output: User } }) => ({ user: event.output }),
} as const

export const logSaveFailure = {
  type: 'logFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const

/** A refused or failed save keeps its failure (`keepFailure`) until the spinner has turned. */
export const keepSaveFailure = {
  type: 'keepFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const

/**
 * Where a settings save's call goes when it answers (language, communication): to `answered`, its outcome
 * kept as `answer` (`noteAnswer`) for the spinner's end, the user announced or the failure logged.
 */
export const settingsSaveOutcome = {
  onDone: {
    target: 'answered',
    actions: [{ type: 'noteAnswer', params: { answer: 'ok' } }, announceSavedUser],
  },
  onError: {
    target: 'answered',
    actions: [{ type: 'noteAnswer', params: { answer: 'failed' } }, logSaveFailure],
  },
} as const
