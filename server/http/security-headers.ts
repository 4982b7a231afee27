import type { MiddlewareHandler } from 'hono'
import type { Config } from '../config'
import type { AppEnv } from './context'

/**
 * The Content-Security-Policy of every answer: only what the app needs. Scripts and styles from our
 * origin (no inline script: the theme picker is /assets/theme.js); inline styles too, because the UI
 * libraries inject a <style> element and set style attributes (checked in Chromium); images from our origin, data: and blob:; the map library's worker from our
 * origin or a blob:; API calls to our origin and, when MAP_STYLE_URL points elsewhere, its origin.
 * Never framed.
 */
export function contentSecurityPolicy(config: Pick<Config, 'mapStyleUrl'>): string {
  const connect = ["'self'"]
  if (/^https?:\/\//.test(config.mapStyleUrl)) connect.push(new URL(config.mapStyleUrl).origin)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const ONE_YEAR_SECONDS = 31_536_000

/**
 * Security headers on every answer (page, asset, API): CSP, no MIME sniffing, no referrer leaving the
 * origin (reset links carry a token), no framing, and HSTS when the request came over https (directly,
 * or through a trusted proxy that says so in X-Forwarded-Proto).
 */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(config)
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    // The PDF viewer of a receipt opened in a tab runs under the page's policy in some browsers.
    if (!headers.get('content-type')?.startsWith('application/pdf'))
      headers.set('Content-Security-Policy', csp)
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'same-origin')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'geolocation=(), camera=(), microphone=(), payment=()')
    const forwarded = config.trustProxy
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
      : undefined
    // The request's URL is absolute, its scheme in lower case.
    const https = forwarded ? forwarded === 'https' : c.req.url.startsWith('https:')
    if (https) headers.set('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`)
  }
}
