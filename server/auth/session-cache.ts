import type { Database } from '../db/database'
import type { Logger } from '../runtime'
import { endedLately } from './ended-sessions'
import { readSession, sessionsChannel } from './session-store'
import { hashToken } from './tokens'

/** Sessions one process keeps; past it, the oldest read goes first. */
const MAX_SESSIONS = 20_000
/** How long a kept session is trusted without reading it again, whatever it says. */
const KEPT_MS = 5 * 60_000
/** Whose session a token opens (the request's `auth`, http/context.ts). */
type Session = { userId: string; sessionId: string }

export type SessionCache = {
  /** The live session of a Bearer token at `now`, or undefined: unknown, ended, expired. */
  find(token: string, now: Date): Promise<Session | undefined>
  close(): Promise<void>
}

/**
 * The sessions of Bearer tokens one process has read, so that a call costs no round trip for its
 * token: a third of a lock's and an unlock's. A session is kept until it expires or ends (a refreshed
 * token's grace), KEPT_MS at most; an unknown or dead token is never kept, always read.
 *
 * Ending a session (logout, refresh, a password or email change, migration 0460) writes to `sessions`,
 * whose trigger tells every process on `altura_sessions_<schema>`, and each forgets it. The process
 * that ends it forgets it before the write commits (`endingSessions`, ended-sessions.ts), so its next
 * call is refused at once; another process refuses it once told, a few milliseconds after the commit. While the listening
 * connection is lost nothing is kept: every call reads its session, as without the cache.
 */
export async function openSessionCache(deps: { db: Database; logger: Logger }): Promise<SessionCache> {
  const { db, logger } = deps
  const kept = new Map<string, Session & { until: number; readAt: number }>()
  let listening = true
  /** Moves on with every notification, loss and return: a read that saw it move keeps nothing. */
  let epoch = 0
  const unlisten = await db.listen(await sessionsChannel(db), {
    onNotify: (hash) => {
      epoch++
      kept.delete(hash)
    },
    onLost: () => {
      epoch++
      listening = false
      kept.clear()
      logger.error('Sessions are read on every call until their listening connection is back')
    },
    onReconnect: () => {
      epoch++
      kept.clear()
      listening = true
    },
  })
  return {
    async find(token, now) {
      const hash = hashToken(token)
      const at = now.getTime()
      const hit = kept.get(hash)
      if (hit && at < hit.until && at - hit.readAt < KEPT_MS && listening && !endedLately(hash)) {
        return { sessionId: hit.sessionId, userId: hit.userId }
      }
      if (hit) kept.delete(hash)
      const before = epoch
      const session = await readSession(db, hash)
      if (!session) return undefined
      const until = Math.min(
        session.expiresAt.getTime(),
        session.revokedAt?.getTime() ?? Number.POSITIVE_INFINITY,
      )
      if (at >= until) return undefined
      const found = { sessionId: session.sessionId, userId: session.userId }
      if (listening && epoch === before && !endedLately(hash)) {
        if (kept.size >= MAX_SESSIONS) kept.delete(kept.keys().next().value as string)
        kept.set(hash, { ...found, until, readAt: at })
      }
      return found
    },
    close: () => unlisten(),
  }
}
