import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { releaseVersion } from '../../release'
import { readInstallationId } from './system-store'

export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const installationId = await readInstallationId(c.var.db)
    return ok(c, {
      status: 'ok' as const,
      database: c.var.db.kind,
      installation_id: installationId,
      version: releaseVersion(c.var.config),
    })
  })
  .get('/config', (c) =>
    ok(c, {
      api_base_url: '/api/v1',
      api_key: c.var.config.apiKey,
      map_style_url: c.var.config.mapStyleUrl,
      privacy_policy_url: c.var.config.privacyPolicyUrl ?? null,
      release_version: releaseVersion(c.var.config),
    }),
  )
