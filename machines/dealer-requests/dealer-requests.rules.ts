import * as v from 'valibot'
import { type DealerDeclineRequest, DealerDeclineRequestSchema } from '../../src/contract/bookings'
import type { DeclineForm } from './dealer-requests.types'

export const EMPTY_DECLINE: DeclineForm = { code: null, text: '', errors: {}, attempts: 0 }

/** The decline's body as the contract checks it (the server checks the same). */
const bodyOf = (form: DeclineForm) => ({
  ...(form.code ? { reason_code: form.code } : {}),
  reason: form.text,
})

/** The request to send, or null while the reason is missing or too long. */
export function declineOf(form: DeclineForm): DealerDeclineRequest | null {
  const result = v.safeParse(DealerDeclineRequestSchema, bodyOf(form))
  return result.success ? result.output : null
}

/** Each field's first broken rule, as its message code: a reason is required, the text at most 500. */
export function declineErrors(form: DeclineForm): DeclineForm['errors'] {
  const errors: DeclineForm['errors'] = {}
  for (const issue of v.safeParse(DealerDeclineRequestSchema, bodyOf(form)).issues ?? []) {
    const field = v.getDotPath(issue) === 'reason_code' ? 'code' : 'text'
    errors[field] ??= issue.message
  }
  return errors
}

/** The form with a common reason chosen: its messages cleared. */
export const withCode = (form: DeclineForm, code: DeclineForm['code']): DeclineForm => ({
  ...form,
  code,
  errors: {},
})

/** The form with the text typed: the text's message cleared. */
export const withText = (form: DeclineForm, text: string): DeclineForm => ({
  ...form,
  text,
  errors: { ...form.errors, text: undefined },
})

/** The form after a refused submit: each field's message, one more attempt. */
export const refusedDecline = (form: DeclineForm): DeclineForm => ({
  ...form,
  errors: declineErrors(form),
  attempts: form.attempts + 1,
})

/** Milliseconds left to answer, counted from the server's `now` (never below zero). */
export function timeLeft(answerBy: string, now: string): number {
  return Math.max(0, Date.parse(answerBy) - Date.parse(now))
}
