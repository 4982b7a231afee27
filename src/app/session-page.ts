import type { SessionPage } from '../../machines/session/session.types'

/**
 * What a route asks of the session (SPEC §4): home checks the token every 5 minutes; change-password,
 * checkout, the account pages and my-reservations keep it alive with a refresh every 20 minutes.
 */
const KEEP_ALIVE_ROUTES = new Set([
  '/$family/autentication/change-password',
  '/$family/search/details-contact',
  '/$family/account/personal-details',
  '/$family/account/my-reservations',
  '/$family/account/account-settings',
])

export function sessionPageOf(routeId: string | undefined): SessionPage {
  if (routeId === '/$family/') return 'home'
  if (routeId !== undefined && KEEP_ALIVE_ROUTES.has(routeId)) return 'keepAlive'
  return 'other'
}
