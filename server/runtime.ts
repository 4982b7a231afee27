/**
 * What every part of the server runs with and tests replace: the clock, the logger and the mailer. It
 * imports nothing of the server but the type of a queued email (mail/outbox.ts, whose imports never
 * lead back here), so any module may depend on it without a circle.
 */
import type { QueuedEmail } from './mail/outbox'

/** The clock is injected so tests can move time (token expiry, slot holds). */
export type Clock = { now(): Date }
export const systemClock: Clock = { now: () => new Date() }

/** A clock that can be moved forward: outside production, `POST /dev/clock` moves the server's. */
export type AdjustableClock = Clock & { advance(ms: number): void }

/**
 * `base` plus an offset that only grows. Every reader of the server's clock (tokens, holds, bookings,
 * housekeeping) sees the moved time; the offset lives in this process and is lost on restart.
 */
export function offsetClock(base: Clock): AdjustableClock {
  let offsetMs = 0
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance: (ms) => {
      if (!(ms > 0) || !Number.isFinite(ms)) throw new RangeError('The clock only moves forward')
      offsetMs += ms
    },
  }
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function'
}

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/**
 * Draws and delivers an email already written to the outbox, after the commit. Handlers do not wait for
 * it (an SMTP round trip would slow them, and would tell by timing whether forgot-password found an
 * account); `idle()` lets the server finish before it closes. A failure is logged and recorded on the row.
 * The implementation is `createMailer` (mail/mailer.ts).
 */
export type Mailer = { deliver(email: QueuedEmail): void; idle(): Promise<void> }
