import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  type RouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router'
import { selectIsSignedIn } from '../machines/dealer-session/dealer-session.selectors'
import { selectIsLoggedIn } from '../machines/session/session.selectors'
import type { DeskSessionActor } from './app/desk'
import type { RouterContext } from './app/router-context'
import { parseSearchQuery } from './app/search-params'
import { CookieConsent } from './components/cookie-consent/cookie-consent'
import { type Family, isFamily } from './contract/family'
import * as views from './route-views'
import { parseAccountSettingsQuery } from './routes/account/account-settings-query'
import { parseCredentialQuery } from './routes/auth/credential-query'
import { parseUndoEmailChangeQuery } from './routes/auth/undo-email-change-query'
import { parseAnswerLinkQuery, parseDecidedQuery, parseTokenQuery } from './routes/dealer/desk-queries'
import { LandingPage } from './routes/landing/landing-page'
import { NotFoundPage } from './routes/not-found-page'
import { PageLoadError } from './routes/page-load-error'

function RootLayout() {
  return (
    <>
      {/* First in the page's order, so Tab reaches the cookie choice early; it is drawn at the bottom. */}
      <CookieConsent />
      <Outlet />
    </>
  )
}

/** A page that is only a path and a view, `parent`'s child at `path`. */
function pageRoute<TParent extends AnyRoute, const TPath extends string>(
  parent: TParent,
  path: TPath,
  component: RouteComponent,
) {
  return createRoute({ getParentRoute: () => parent, path, component })
}

/** A page whose query its own parser reads and types (an emailed link's token, a search's terms). */
function queryPageRoute<TParent extends AnyRoute, const TPath extends string, TSearch>(
  parent: TParent,
  path: TPath,
  validateSearch: (search: Record<string, unknown>) => TSearch,
  component: RouteComponent,
) {
  return createRoute({ getParentRoute: () => parent, path, validateSearch, component })
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage })

/** `/$family`: only the four families exist; anything else is a real not-found page. */
const familyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$family',
  params: {
    parse: ({ family }): { family: Family } => {
      if (!isFamily(family)) throw notFound()
      return { family }
    },
    stringify: ({ family }) => ({ family }),
  },
  beforeLoad: ({ params, context, preload }) => {
    if (!preload) context.actors.family.send({ type: 'family.visit', family: params.family })
  },
  // The family pages (header menus, search filter, React Aria) load with the first family route: the
  // landing page stays at the stack's floor.
  component: views.FamilyLayout,
  notFoundComponent: NotFoundPage,
})

/**
 * SPEC §2 guard: a route that needs login sends a visitor without a session to the login route. The
 * session actor decides (it has checked the stored token's expiry), not storage.
 */
function requireLogin({ params, context }: { params: { family: Family }; context: RouterContext }) {
  if (!selectIsLoggedIn(context.actors.session.getSnapshot())) {
    throw redirect({ to: '/$family/autentication', params: { family: params.family } })
  }
}

const homeRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: '/',
  staticData: { session: 'home' },
  component: views.FamilyHome,
})
const faqsRoute = pageRoute(familyRoute, 'faqs', views.FaqsPage)
const termsRoute = pageRoute(familyRoute, 'terms-and-conditions', views.TermsPage)
const privacyRoute = pageRoute(familyRoute, 'privacy', views.PrivacyPage)
const cookiesRoute = pageRoute(familyRoute, 'cookies', views.CookiesPage)

const searchRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'search',
  // The booking steps load with the search routes: the landing and home pages stay light.
  component: views.SearchShell,
})

const chooseVehicleRoute = queryPageRoute(
  searchRoute,
  'choose-vehicle',
  parseSearchQuery,
  views.ChooseVehiclePage,
)

const yourSelectionRoute = pageRoute(searchRoute, 'your-selection', views.YourSelectionPage)
const yourOptionsRoute = pageRoute(searchRoute, 'your-options', views.YourOptionsPage)

const detailsContactRoute = createRoute({
  getParentRoute: () => searchRoute,
  path: 'details-contact',
  staticData: { session: 'keepAlive' },
  beforeLoad: requireLogin,
  component: views.DetailsContactPage,
})

const successRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'success',
  beforeLoad: requireLogin,
  component: views.SuccessPage,
})

const authRoute = createRoute({ getParentRoute: () => familyRoute, path: 'autentication', component: Outlet })

const loginRoute = pageRoute(authRoute, '/', views.LoginPage)
const registerRoute = pageRoute(authRoute, 'register', views.RegisterPage)
const forgotRoute = pageRoute(authRoute, 'forgot', views.ForgotPage)
/** The emailed link: `?token=…&email=…` (SPEC §2 reset password). */
const resetPasswordRoute = queryPageRoute(
  authRoute,
  'reset-password',
  parseCredentialQuery,
  views.ResetPasswordPage,
)
/** The undo link emailed to the old address after an email change: `?token=…`; public. */
const undoEmailChangeRoute = queryPageRoute(
  authRoute,
  'undo-email-change',
  parseUndoEmailChangeQuery,
  views.UndoEmailChangePage,
)
/** Reached from account settings with `?token=…&email=…` (SPEC §2); login required. */
const changePasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'change-password',
  staticData: { session: 'keepAlive' },
  validateSearch: parseCredentialQuery,
  beforeLoad: requireLogin,
  component: views.ChangePasswordPage,
})

/** SPEC §2 account shell: greeting, side tabs, logout; its pages render inside it. */
const accountRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'account',
  staticData: { session: 'keepAlive' },
  beforeLoad: requireLogin,
  component: views.AccountLayout,
})
const personalDetailsRoute = pageRoute(accountRoute, 'personal-details', views.PersonalDetailsPage)
const myReservationsRoute = pageRoute(accountRoute, 'my-reservations', views.MyReservationsPage)
const accountSettingsRoute = queryPageRoute(
  accountRoute,
  'account-settings',
  parseAccountSettingsQuery,
  views.AccountSettingsPage,
)

/**
 * DESIGN §8: the dealer desk, a second area of the same app under `/dealer`, with its own session (a
 * staff member's `ds_` token, under its own storage keys). The sign-in pages and the emailed answer
 * links need no session; the desk itself does. Its session and its calls come with the first `/dealer`
 * route, not with every customer's first visit.
 */
const deskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dealer',
  beforeLoad: async ({ navigate, context }) => {
    const { deskSession } = await import('./app/desk')
    return { desk: deskSession(() => void navigate({ to: '/dealer/login' }), context.inspect) }
  },
  component: views.DeskLayout,
})
const deskAuth = () => import('./api/dealer-auth')
const deskCalls = () => import('./api/dealer-desk')
const deskLoginRoute = pageRoute(deskRoute, 'login', views.DeskLoginPage)
const deskForgotRoute = pageRoute(deskRoute, 'forgot', views.DeskForgotPage)
/** The invitation's link (72 hours) and a reset link (60 minutes): `?token=…`. */
const deskSetPasswordRoute = queryPageRoute(
  deskRoute,
  'set-password',
  parseTokenQuery,
  views.DeskSetPasswordPage,
)
const deskResetRoute = queryPageRoute(deskRoute, 'reset-password', parseTokenQuery, views.DeskResetPage)
/** The emailed Accept / Decline links: the link is the credential, no sign-in. */
const deskAnswerRoute = createRoute({
  getParentRoute: () => deskRoute,
  path: 'answer/$answer',
  params: {
    parse: ({ answer }): { answer: 'accept' | 'decline' } => {
      if (answer !== 'accept' && answer !== 'decline') throw notFound()
      return { answer }
    },
    stringify: ({ answer }) => ({ answer }),
  },
  validateSearch: parseAnswerLinkQuery,
  component: views.AnswerPage,
})
/** The desk session's token, for a desk page's loader. */
const deskToken = (context: { desk: DeskSessionActor }) => context.desk.getSnapshot().context.token ?? ''

/** The signed-in desk: a visitor without a desk session goes to the desk's sign-in. */
const deskAreaRoute = createRoute({
  getParentRoute: () => deskRoute,
  id: 'area',
  beforeLoad: ({ context }) => {
    if (!selectIsSignedIn(context.desk.getSnapshot())) throw redirect({ to: '/dealer/login' })
  },
  loader: async ({ context }) => (await deskAuth()).deskMe(deskToken(context)),
  component: views.DeskArea,
  errorComponent: views.DeskLoadError,
})
const deskRequestsRoute = pageRoute(deskAreaRoute, '/', views.RequestsPage)
const deskRequestRoute = pageRoute(deskAreaRoute, 'requests/$reference', views.RequestPage)
const deskUpcomingRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'upcoming',
  loader: async ({ context }) => (await deskCalls()).getUpcoming(deskToken(context)),
  component: views.UpcomingPage,
  errorComponent: views.DeskLoadError,
})
const deskDecidedRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'decided',
  validateSearch: parseDecidedQuery,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: async ({ context, deps }) => (await deskCalls()).getDecided(deskToken(context), deps.cursor),
  component: views.DecidedPage,
  errorComponent: views.DeskLoadError,
})
const deskStaffRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'staff',
  loader: async ({ context }) => (await deskAuth()).deskStaff(deskToken(context)),
  component: views.StaffPage,
  errorComponent: views.DeskLoadError,
})
const deskVehiclesRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'vehicles',
  loader: async ({ context }) => (await deskCalls()).getDeskVehicles(deskToken(context)),
  errorComponent: views.DeskLoadError,
  component: views.VehiclesPage,
})
const deskVehicleRoute = pageRoute(deskAreaRoute, 'vehicles/$plate', views.VehiclePage)

export const routeTree = rootRoute.addChildren([
  landingRoute,
  deskRoute.addChildren([
    deskLoginRoute,
    deskForgotRoute,
    deskSetPasswordRoute,
    deskResetRoute,
    deskAnswerRoute,
    deskAreaRoute.addChildren([
      deskRequestsRoute,
      deskRequestRoute,
      deskUpcomingRoute,
      deskDecidedRoute,
      deskStaffRoute,
      deskVehiclesRoute,
      deskVehicleRoute,
    ]),
  ]),
  familyRoute.addChildren([
    homeRoute,
    faqsRoute,
    searchRoute.addChildren([chooseVehicleRoute, yourSelectionRoute, yourOptionsRoute, detailsContactRoute]),
    successRoute,
    authRoute.addChildren([
      loginRoute,
      registerRoute,
      forgotRoute,
      resetPasswordRoute,
      undoEmailChangeRoute,
      changePasswordRoute,
    ]),
    accountRoute.addChildren([personalDetailsRoute, myReservationsRoute, accountSettingsRoute]),
    termsRoute,
    privacyRoute,
    cookiesRoute,
  ]),
])

/**
 * The app's router. `keepDrawnScroll`: the page on screen was drawn on the server and the app takes it
 * over (src/main.tsx), so its first render leaves the scroll where the visitor put it while the app
 * started, instead of going back to the top as a new page does.
 */
export function createAppRouter(history?: RouterHistory, { keepDrawnScroll = false } = {}) {
  let keepScroll = keepDrawnScroll
  return createRouter({
    routeTree,
    history,
    context: {
      actors: undefined as unknown as RouterContext['actors'],
      bridge: undefined as unknown as RouterContext['bridge'],
    },
    defaultPreload: false,
    scrollRestoration: () => {
      if (!keepScroll) return true
      keepScroll = false
      return false
    },
    notFoundMode: 'root',
    // A page that could not load says so in the visitor's language, rather than the router's own English.
    defaultErrorComponent: PageLoadError,
    trailingSlash: 'preserve',
    // Plain query strings (cap=20121, not cap=%2220121%22): routes parse and type their own params.
    parseSearch: (searchStr: string) => Object.fromEntries(new URLSearchParams(searchStr)),
    stringifySearch: (search: Record<string, unknown>) => {
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(search)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
      }
      const text = params.toString()
      return text ? `?${text}` : ''
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
