import type { WizardTab } from '../../machines/wizard/wizard.types'

/** The wizard's steps and the routes that show them (SPEC §2). */
export type Step = WizardTab | 'success'

export const STEP_ROUTES = {
  tab1: '/$family/search/choose-vehicle',
  tab2: '/$family/search/your-selection',
  tab3: '/$family/search/your-options',
  tab4: '/$family/search/details-contact',
  success: '/$family/success',
} as const satisfies Record<Step, string>

export const LOGIN_ROUTE = '/$family/autentication/'
export const REGISTER_ROUTE = '/$family/autentication/register'

export function stepOfRoute(routeId: string | undefined): Step | null {
  const found = Object.entries(STEP_ROUTES).find(([, id]) => id === routeId)
  return found ? (found[0] as Step) : null
}
