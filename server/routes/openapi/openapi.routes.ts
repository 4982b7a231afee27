import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { openApiDocument } from '../../openapi/document'
import { releaseVersion } from '../../release'

let cached: { version: string; document: ReturnType<typeof openApiDocument> } | undefined

/** The document is built once per release version: it only changes with the code. */
export const openApiRoutes = new Hono<AppEnv>().get('/openapi.json', (c) => {
  const version = releaseVersion(c.var.config)
  if (cached?.version !== version) cached = { version, document: openApiDocument({ version }) }
  c.header('Cache-Control', 'no-cache')
  return c.json(cached.document)
})
