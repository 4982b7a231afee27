import * as v from 'valibot'
import { BLOCK_REASON_MAX, DaySchema, DESK_ERROR } from '../../src/contract/dealer-desk'
import type { BlockField, BlockForm } from './dealer-vehicle.types'

export const EMPTY_BLOCK: BlockForm = {
  start: '',
  end: '',
  reason: '',
  errors: {},
  formError: null,
  attempts: 0,
}

/** Each field's first broken rule: both days real, the last not before the first, a reason of at most 200. */
export function blockErrors(form: BlockForm): Partial<Record<BlockField, string>> {
  const errors: Partial<Record<BlockField, string>> = {}
  if (!v.is(DaySchema, form.start)) errors.start = DESK_ERROR.start
  if (!v.is(DaySchema, form.end)) errors.end = DESK_ERROR.end
  else if (!errors.start && form.end < form.start) errors.end = DESK_ERROR.endBeforeStart
  const reason = form.reason.trim()
  if (reason === '') errors.reason = DESK_ERROR.reasonRequired
  else if (reason.length > BLOCK_REASON_MAX) errors.reason = DESK_ERROR.reasonTooLong
  return errors
}

export const isBlockValid = (form: BlockForm) => Object.keys(blockErrors(form)).length === 0

/** The server's field codes on the form's fields (`start`, `end`, `reason`); the rest above the button. */
export function serverErrors(
  errors: Record<string, string[]> | undefined,
): Partial<Record<BlockField, string>> {
  const out: Partial<Record<BlockField, string>> = {}
  for (const field of ['start', 'end', 'reason'] as const) {
    const code = errors?.[field]?.[0]
    if (code) out[field] = code
  }
  return out
}
