/**
 * A session the server no longer honours (a refused token): the machine remembers why (`rememberExpiry`),
 * forgets the token (`endSession`) and shows its sign-in page (`goToLogin`). Each session names its own.
 */
export const sessionExpired = ['rememberExpiry', 'endSession', 'goToLogin'] as const

/** A refresh that failed (SPEC §8): logged, then the session has expired. */
export const refreshFailed = [
  {
    type: 'logRefreshFailure',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
  ...sessionExpired,
] as const
