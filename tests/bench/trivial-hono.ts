/**
 * The floor of the bare path: a Hono app with one route and nothing else, served by @hono/node-server on
 * the same Node, the same loader (tsx) and the same address style as the real server. It answers the
 * envelope of our `/api/v1/health` at the same path, so the two differ only by what our app adds.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono().get('/api/v1/health', (c) =>
  c.json({ success: true, message: 'OK', data: { status: 'ok' } }),
)

serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: process.env.HOST ?? '127.0.0.1' },
  (info) => console.log(`Trivial Hono app running at http://${info.address}:${info.port}`),
)

// process.exit, not a bare signal death: `--cpu-prof` writes its profile on exit.
process.on('SIGTERM', () => process.exit(0))
