/**
 * What every part of the server runs with and tests replace: the clock and the logger. It imports
 * nothing of the server, so any module may depend on it without a circle.
 */

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
