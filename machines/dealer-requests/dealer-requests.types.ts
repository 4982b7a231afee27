import type { ApiFailure } from '../../src/contract/api-failure'
import type { DealerDeclineRequest, DeclineReasonCode } from '../../src/contract/bookings'
import type { DeskRequest, DeskRequestDetail } from '../../src/contract/dealer-desk'

/** The list page starts without a reference; a request's page with its reference. */
export type RequestsInput = { reference?: string | null }

/** The decline dialog: a common reason, free text, and each one's message key once a submit is refused. */
export type DeclineForm = {
  code: DeclineReasonCode | null
  text: string
  errors: { code?: string; text?: string }
  /** Refused submits: the view moves the focus to the first field to fix on each. */
  attempts: number
}

export type RequestsContext = {
  reference: string | null
  /** The server's `now` when the list was read: the time left is counted from it. */
  now: string | null
  requests: DeskRequest[]
  detail: DeskRequestDetail | null
  decline: DeclineForm
  /** What the last decision was, once made here. */
  decided: 'ACCEPTED' | 'DECLINED' | null
  failure: ApiFailure | null
  /** What failed: the list, the request, or a decision (retry reads the request again). */
  failedAt: 'list' | 'detail' | 'decision' | null
}

export type DeclineRequest = { reference: string; reason: DealerDeclineRequest }

export type RequestsEvent =
  | { type: 'list.refresh' }
  | { type: 'request.accept' }
  | { type: 'decline.start' }
  | { type: 'decline.cancel' }
  | { type: 'reason.choose'; code: DeclineReasonCode }
  | { type: 'reason.type'; text: string }
  | { type: 'decline.submit' }
  | { type: 'failure.retry' }
