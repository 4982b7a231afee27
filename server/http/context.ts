import type { Language } from '../../src/contract/language'
import type { SessionCache } from '../auth/session-cache'
import type { RuntimeConfig } from '../config'
import type { Database } from '../db/database'
import type { DealerCaller } from '../dealers/dealer-keys'
import type { Clock, Logger, Mailer } from '../runtime'
import type { SearchIndex } from '../search/search-sync'

export type AppDeps = {
  db: Database
  config: RuntimeConfig
  clock: Clock
  logger: Logger
  mailer: Mailer
  /** The catalogue and its live holds in memory: searches read it, writers keep it in step. */
  search: SearchIndex
  /** The sessions of Bearer tokens this process has read, forgotten as they end. */
  sessions: SessionCache
}

/** Who is calling, once `requireAuth` has checked the Bearer token. */
export type AuthContext = { userId: string; sessionId: string }

export type AppEnv = {
  Variables: AppDeps & {
    timezone: string
    /** The language of messages: body or query `language`, else Accept-Language, else English. */
    language: Language
    auth: AuthContext
    /** Who called a dealer endpoint, once `requireDealerKey` has checked x-dealer-key. */
    dealerCaller: DealerCaller
  }
}
