import type { Language } from '../../src/contract/language'
import type { SearchIndex } from '../catalogue/search-sync'
import type { RuntimeConfig } from '../config'
import type { Database } from '../db/database'
import type { Mailer } from '../mail/mailer'

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

export type AppDeps = {
  db: Database
  config: RuntimeConfig
  clock: Clock
  logger: Logger
  mailer: Mailer
  /** The catalogue and its live holds in memory: searches read it, writers keep it in step. */
  search: SearchIndex
}

/** Who is calling, once `requireAuth` has checked the Bearer token. */
export type AuthContext = { userId: string; sessionId: string }

export type AppEnv = {
  Variables: AppDeps & {
    timezone: string
    /** The language of messages: body or query `language`, else Accept-Language, else English. */
    language: Language
    auth: AuthContext
  }
}
