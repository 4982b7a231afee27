import type { Config } from '../config'
import type { Database } from '../db/database'

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
}

export type AppEnv = {
  Variables: AppDeps & { timezone: string }
}
