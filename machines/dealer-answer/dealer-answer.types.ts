import type { ApiFailure } from '../../src/contract/api-failure'
import type { DealerDeclineRequest, DeclineReasonCode } from '../../src/contract/bookings'
import type { DealerAnswerLinkState } from '../../src/contract/dealer-links'
import type { DeclineForm } from '../dealer-requests/dealer-requests.types'

/** The signed fields of an emailed link, as its query carries them. */
export type AnswerLink = { booking: string; staff: string; expires: string; signature: string }

/** Which link was opened: its page offers that answer. */
export type AnswerKind = 'accept' | 'decline'

/** The page's query; a field missing means the link cannot open. */
export type AnswerInput = { answer: AnswerKind; link: Partial<AnswerLink> }

export type AnswerContext = {
  answer: AnswerKind
  link: AnswerLink | null
  /** What the server said of the link: its request, and the decision once there is one. */
  state: DealerAnswerLinkState | null
  decline: DeclineForm
  failure: ApiFailure | null
}

export type AnswerDecline = { link: AnswerLink; reason: DealerDeclineRequest }

export type AnswerEvent =
  | { type: 'answer.accept' }
  | { type: 'reason.choose'; code: DeclineReasonCode }
  | { type: 'reason.type'; text: string }
  | { type: 'decline.submit' }
  | { type: 'failure.retry' }
