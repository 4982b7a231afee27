import { Hono } from 'hono'
import { vehicleSvg } from '../../catalogue/vehicle-svg'
import type { AppEnv } from '../../http/context'
import { translate } from '../../i18n/messages'

/** Vehicle illustrations for <img> tags (no API key), drawn from one template per body style. */
export const vehicleImageRoutes = new Hono<AppEnv>().get('/vehicle-images/:model/:file', (c) => {
  const svg = vehicleSvg(c.req.param('model'), c.req.param('file').replace(/\.svg$/, ''))
  if (!svg) return c.text(translate('http.file_not_found', 'en'), 404)
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  })
})
