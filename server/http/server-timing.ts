import type { MiddlewareHandler } from 'hono'
import type { SessionCache } from '../auth/session-cache'
import { addStep, type StepTimes, timedDatabase } from '../db/timed-database'
import type { SearchIndex } from '../search/search-sync'
import type { AppDeps, AppEnv } from './context'

/**
 * With SERVER_TIMING (for benchmarks, off by default): every answer says where its time went in a
 * `Server-Timing` header, one metric per step in milliseconds, the times a step ran as its description:
 * `auth.session;dur=0.02;desc=1, db.begin;dur=0.42;desc=1, …, search.refresh;dur=1.2;desc=1,
 * total;dur=4.1;desc=1` (`auth.session`: the Bearer token's session, kept or read). The request's
 * database, search index and sessions are wrapped for the request's length; without the setting, this
 * middleware is not mounted and nothing is wrapped.
 */
export function serverTiming(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const steps: StepTimes = new Map()
    c.set('db', timedDatabase(deps.db, steps))
    c.set('search', timedSearch(deps.search, steps))
    c.set('sessions', timedSessions(deps.sessions, steps))
    await next()
    addStep(steps, 'total', performance.now() - started)
    c.header('Server-Timing', formatSteps(steps))
  }
}

function timedSearch(search: SearchIndex, steps: StepTimes): SearchIndex {
  return {
    current: () => search.current(),
    stale: () => search.stale(),
    refreshPlates: async (plates, options) => {
      const started = performance.now()
      try {
        await search.refreshPlates(plates, options)
      } finally {
        addStep(steps, 'search.refresh', performance.now() - started)
      }
    },
    close: () => search.close(),
  }
}

function timedSessions(sessions: SessionCache, steps: StepTimes): SessionCache {
  return {
    find: async (token, now) => {
      const started = performance.now()
      try {
        return await sessions.find(token, now)
      } finally {
        addStep(steps, 'auth.session', performance.now() - started)
      }
    },
    close: () => sessions.close(),
  }
}

export function formatSteps(steps: StepTimes): string {
  return [...steps].map(([name, { ms, count }]) => `${name};dur=${ms.toFixed(2)};desc=${count}`).join(', ')
}
