import type { RevertEmailChangeRequest } from '../../src/contract/auth'
import type { Language } from '../../src/contract/language'

/** The undo link's token (from the route's validated query; absent when the URL lacks it). */
export type EmailRevertInput = { token?: string | null; language: Language }

/**
 * Why the email could not be restored: the link is unknown, used or expired (`invalid`); the old address
 * now belongs to another account (`taken`); or no usable answer came (`network`: trying again may work).
 */
export type EmailRevertProblem = 'invalid' | 'taken' | 'network'

export type EmailRevertContext = {
  token: string | null
  language: Language
  problem: EmailRevertProblem | null
  /** The server's confirmation once the email is restored. */
  confirmation: string | null
}

export type EmailRevertEvent = { type: 'revert.confirm' }

export type { RevertEmailChangeRequest }
