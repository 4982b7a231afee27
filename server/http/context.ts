import type { Language } from '../../src/contract/language'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Mailer } from '../mail/mailer'

/** The clock is injected so tests can move time (token expiry, slot holds). */
export type Clock = { now(): Date }
export const systemClock: Clock = { now: () => new Date() }

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export type AppDeps = {
  db: Database
  config: Config
  clock: Clock
  logger: Logger
  mailer: Mailer
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
