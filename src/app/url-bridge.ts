import type { AnyRouter } from '@tanstack/react-router'
import type { SnapshotFrom } from 'xstate'
import { sameNarrowing } from '../../machines/results/results.search'
import { selectIsLoggedIn, selectReturnTo, selectToken } from '../../machines/session/session.selectors'
import type { WizardMachine } from '../../machines/wizard/wizard.machine'
import {
  selectIsSettling,
  selectNeedsLogin,
  selectStep,
  selectVehicle,
} from '../../machines/wizard/wizard.selectors'
import { type Family, isFamily } from '../contract/family'
import type { SearchQuery } from '../contract/search-filters'
import type { AppActors, Navigator } from './actors'
import type { UrlBridge } from './router-context'
import { narrowingParams, parseSearchQuery } from './search-params'
import { sessionPageOf } from './session-page'
import { LOGIN_ROUTE, REGISTER_ROUTE, STEP_ROUTES, type Step, stepOfRoute } from './step-routes'

/**
 * The one place where machines and the URL meet (DESIGN §3):
 * - the wizard's step changes navigate to that step's route;
 * - a route the customer opens (tab click, back button, typed URL, reload) becomes `tab.select`; when the
 *   wizard refuses it (SPEC §2 allowed moves; the machine logs it), the URL goes back to the wizard's step;
 * - a finished login goes on where SPEC §2 says;
 * - tab1's narrowing of the results is kept in the address;
 * - every navigation is a page_view (tracking) and tells the session which timer the page wants.
 * Views never navigate for a machine: they send events, and this module moves the URL.
 */
/** The step the URL should show, or null while the wizard is away (login detour, settling, idle). */
export function shownStep(snapshot: SnapshotFrom<WizardMachine>): Step | null {
  if (selectNeedsLogin(snapshot) || selectIsSettling(snapshot)) return null
  return selectStep(snapshot)
}

/** tab1's search in an address's query: its valid params only (SPEC §2 tab1 query). */
function searchOf(query: unknown): SearchQuery {
  const parsed = parseSearchQuery(
    query && typeof query === 'object' ? (query as Record<string, unknown>) : {},
  )
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as SearchQuery
}

/** The router as the machines' actions see it (actors.ts): an adapter, never imported by machines. */
export function navigatorFor(router: AnyRouter): Navigator {
  return {
    goHome: (family) => void router.navigate({ to: '/$family/', params: { family } }),
    goToLogin: (family) => void router.navigate({ to: LOGIN_ROUTE, params: { family } }),
    goToAccountSettingsAfterPasswordChange: (family) =>
      void router.navigate({
        to: '/$family/account/account-settings',
        params: { family },
        search: { password: 'changed' },
      }),
  }
}

export function connectUrlBridge(router: AnyRouter, actors: AppActors): UrlBridge {
  const { wizard, session, family: familyActor } = actors
  const currentFamily = (): Family => {
    const fromUrl = router.state.matches.at(-1)?.params as { family?: string } | undefined
    if (fromUrl?.family && isFamily(fromUrl.family)) return fromUrl.family
    return familyActor.getSnapshot().context.family ?? 'range-rover'
  }
  const pathOf = (step: Step, family: Family) => STEP_ROUTES[step].replace('$family', family)
  /** Whether the page shown is `route`, with or without a trailing slash. */
  const isCurrent = (route: string) =>
    router.latestLocation.pathname.replace(/\/?$/, '/') ===
    route.replace('$family', currentFamily()).replace(/\/?$/, '/')
  /**
   * To a step's route. tab1 keeps the search the address carried: a shared link to a later step that the
   * stored data cannot reach (a fresh browser) lands on tab1 with that link's place, model and dates.
   */
  const goToStep = (step: Step, replace = false) => {
    const family = currentFamily()
    if (router.latestLocation.pathname === pathOf(step, family)) return
    const search = step === 'tab1' ? searchOf(router.latestLocation.search) : undefined
    void router.navigate({ to: STEP_ROUTES[step], params: { family }, replace, search })
  }

  // Machine to URL: a new step is a navigation. A login detour that ends in a new account stays on the
  // register page: its success panel offers the way back to the options (SPEC §2 Register).
  let shown = shownStep(wizard.getSnapshot())
  wizard.subscribe((snapshot) => {
    const step = shownStep(snapshot)
    if (step === shown) return
    const fromDetour = shown === null && step === 'tab3'
    shown = step
    if (fromDetour && isCurrent(REGISTER_ROUTE)) return
    if (step) goToStep(step)
  })

  // URL to machine: the route the customer opened is a request to the wizard.
  router.subscribe('onResolved', ({ toLocation }) => {
    actors.tracking?.send({ type: 'page.view', path: toLocation.pathname })
    const leaf = router.state.matches.at(-1)
    session.send({
      type: 'page.enter',
      page: sessionPageOf(router.state.matches),
      path: `${toLocation.pathname}${toLocation.searchStr ?? ''}`,
    })

    const family = (leaf?.params as { family?: string } | undefined)?.family
    const notFound = router.state.matches.some((match) => match.status === 'notFound')
    const requested = notFound || !isFamily(family) ? null : stepOfRoute(leaf?.routeId)
    if (!requested || requested === shownStep(wizard.getSnapshot())) return
    if (requested === 'success') wizard.send({ type: 'success.resume' })
    else wizard.send({ type: 'tab.select', tab: requested })
    const snapshot = wizard.getSnapshot()
    if (selectIsSettling(snapshot) || selectNeedsLogin(snapshot)) return
    const step = shownStep(snapshot)
    // Refused (logged by the machine): the URL goes back to where the wizard is.
    if (step && step !== requested) goToStep(step, true)
    else if (!step)
      void router.navigate({ to: '/$family/', params: { family: currentFamily() }, replace: true })
  })

  // SPEC §2 login: on to your-options with a selected vehicle, else personal details. A login the
  // wizard asked for resumes the wizard instead (its step change navigates). A new token is a new login,
  // also for a customer who came back to the login page while still logged in.
  let token = selectIsLoggedIn(session.getSnapshot()) ? selectToken(session.getSnapshot()) : null
  session.subscribe((snapshot) => {
    const now = selectIsLoggedIn(snapshot)
    const current = now ? selectToken(snapshot) : null
    if (current === token) return
    token = current
    if (!now || !isCurrent(LOGIN_ROUTE) || selectNeedsLogin(wizard.getSnapshot())) return
    const family = currentFamily()
    // A session that expired mid-page: back to that page (what it kept is what storage kept).
    const returnTo = selectReturnTo(snapshot)
    if (returnTo) {
      session.send({ type: 'return.consumed' })
      void router.navigate({ href: returnTo })
      return
    }
    if (selectVehicle(wizard.getSnapshot()))
      void router.navigate({ to: STEP_ROUTES.tab3, params: { family } })
    else void router.navigate({ to: '/$family/account/personal-details', params: { family } })
  })

  return {
    startSearch: (family: Family, search: SearchQuery) => {
      // SPEC §4: a new search clears the selection and releases a held slot.
      void router.navigate({ to: STEP_ROUTES.tab1, params: { family }, search })
      wizard.send({ type: 'search.start' })
    },
    followNarrowing: (results) => {
      let shown = results.getSnapshot().context.narrowing
      const subscription = results.subscribe(({ context }) => {
        if (sameNarrowing(context.narrowing, shown)) return
        shown = context.narrowing
        void router.navigate({
          to: '.',
          search: (previous: Record<string, unknown>) => ({
            ...previous,
            ...narrowingParams(context.narrowing),
          }),
          replace: true,
        })
      })
      return () => subscription.unsubscribe()
    },
  }
}
