import { Hono } from 'hono'
import { readInstallationId } from '../../db/app-meta-store'
import type { AppEnv } from '../../http/context'
import { fail, ok } from '../../http/envelope'
import { translate } from '../../i18n/messages'
import { releaseVersion } from '../../release'
import { STALE_RETRY_AFTER_S } from '../../search/search-sync'

// c.get() rather than c.var on these two, the bare path of the API: each c.var read builds a new object
// of every variable (about 1 µs each, tests/bench/api-load.ts).
export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    // Not healthy while search would answer 503: a balancer should send customers elsewhere.
    if (c.get('search').stale()) {
      c.header('Retry-After', String(STALE_RETRY_AFTER_S))
      return fail(c, 503, translate('health.search_stale', c.get('language') ?? 'en'), {
        search_index: ['search.stale'],
      })
    }
    const db = c.get('db')
    const installationId = await readInstallationId(db)
    return ok(c, {
      status: 'ok' as const,
      database: db.kind,
      installation_id: installationId,
      version: releaseVersion(c.get('config')),
    })
  })
  .get('/config', (c) => {
    const config = c.get('config')
    return ok(c, {
      api_base_url: '/api/v1',
      api_key: config.apiKey,
      map_style_url: config.mapStyleUrl,
      privacy_policy_url: config.privacyPolicyUrl ?? null,
      release_version: releaseVersion(config),
    })
  })
