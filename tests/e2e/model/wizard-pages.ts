import { LOGIN_ROUTE, STEP_ROUTES, stepOfRoute } from '../../../src/app/step-routes'
import type { Place } from './wizard-places'

/** The app's pages as the wizard's paths name them, for the family and the model every path books. */

export const FAMILY = 'range-rover'
export const MODEL = { code: 'range-rover-sport', name: 'Range Rover Sport' }
export const PASSWORD = 'Str0ng!Pass'

/** A route of the app (src/app/step-routes.ts) as this family's path. */
export const pathOf = (route: string) => route.replace('$family', FAMILY)

export const STEP_PATHS: Record<string, string> = {
  landing: '/',
  home: `/${FAMILY}/`,
  tab2: pathOf(STEP_ROUTES.tab2),
  tab3: pathOf(STEP_ROUTES.tab3),
  tab4: pathOf(STEP_ROUTES.tab4),
  success: pathOf(STEP_ROUTES.success),
  login: pathOf(LOGIN_ROUTE),
}

/** Which page a pathname shows, as the plan names pages. */
export function placeOf(pathname: string): Place {
  if (pathname === '/') return 'landing'
  const route = pathname.replace(/^\/[^/]+/, '/$family').replace(/\/$/, '')
  if (route === '/$family') return 'home'
  const step = stepOfRoute(route)
  if (step) return step
  if (route === LOGIN_ROUTE.replace(/\/$/, '')) return 'login'
  if (route.startsWith('/$family/account')) return 'account'
  return 'other'
}

/** The address of a page the wizard shows, as the test expects it. */
export function stepUrl(place: Place): RegExp {
  const escaped = (route: string) => pathOf(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // A search step in any family (a brand switch keeps the step's path).
  const step = (route: string) => escaped(route.replace('/$family', ''))
  const paths: Record<string, RegExp> = {
    tab1: new RegExp(`${step(STEP_ROUTES.tab1)}(\\?|$)`),
    tab2: new RegExp(`${step(STEP_ROUTES.tab2)}$`),
    tab3: new RegExp(`${step(STEP_ROUTES.tab3)}$`),
    tab4: new RegExp(`${step(STEP_ROUTES.tab4)}$`),
    success: new RegExp(`${escaped(STEP_ROUTES.success)}$`),
    login: new RegExp(`${escaped(LOGIN_ROUTE.replace(/\/$/, ''))}/?$`),
  }
  return paths[place] as RegExp
}
