import * as v from 'valibot'
import { envelope } from './envelope'
import { form } from './form'

/** At most 400 days per call; calls add up. */
export const MAX_CLOCK_ADVANCE_MINUTES = 60 * 24 * 400

const ADVANCE_ERROR = 'dev.input_error.advance_minutes'

/**
 * Outside production only: POST /dev/clock moves the running server's clock forward by this many minutes
 * (token lifetimes, holds, reservation starts), so browser tests need not wait.
 */
export const DevClockAdvanceSchema = form({
  advance_minutes: v.pipe(
    v.number(ADVANCE_ERROR),
    v.finite(ADVANCE_ERROR),
    v.gtValue(0, ADVANCE_ERROR),
    v.maxValue(MAX_CLOCK_ADVANCE_MINUTES, ADVANCE_ERROR),
  ),
})
export type DevClockAdvance = v.InferOutput<typeof DevClockAdvanceSchema>

/** GET and POST /dev/clock: the server's time now (ISO UTC). */
export const DevClockResponseSchema = envelope(v.object({ now: v.string() }))
