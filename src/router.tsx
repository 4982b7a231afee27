import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router'
import { selectIsSignedIn } from '../machines/dealer-session/dealer-session.selectors'
import { selectIsLoggedIn } from '../machines/session/session.selectors'
import { deskMe, deskStaff } from './api/dealer-auth'
import { getDecided, getDeskVehicles, getUpcoming } from './api/dealer-desk'
import { type DeskSessionActor, deskSession } from './app/desk'
import type { RouterContext } from './app/router-context'
import { parseSearchQuery } from './app/search-params'
import { CookieConsent } from './components/cookie-consent/cookie-consent'
import { type Family, isFamily } from './contract/family'
import { parseAccountSettingsQuery } from './routes/account/account-settings-query'
import { parseCredentialQuery } from './routes/auth/credential-query'
import { parseUndoEmailChangeQuery } from './routes/auth/undo-email-change-query'
import { parseAnswerLinkQuery, parseDecidedQuery, parseTokenQuery } from './routes/dealer/desk-queries'
import { LandingPage } from './routes/landing/landing-page'
import { NotFoundPage } from './routes/not-found-page'

function RootLayout() {
  return (
    <>
      {/* First in the page's order, so Tab reaches the cookie choice early; it is drawn at the bottom. */}
      <CookieConsent />
      <Outlet />
    </>
  )
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
  component: lazyRouteComponent(() => import('./routes/family/family-layout'), 'FamilyLayout'),
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
  component: lazyRouteComponent(() => import('./routes/family/home/family-home'), 'FamilyHome'),
})
const faqsRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'faqs',
  component: lazyRouteComponent(() => import('./routes/faqs/faqs-page'), 'FaqsPage'),
})
const termsRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'terms-and-conditions',
  component: lazyRouteComponent(() => import('./routes/legal/terms-page'), 'TermsPage'),
})
const privacyRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'privacy',
  component: lazyRouteComponent(() => import('./routes/legal/privacy-page'), 'PrivacyPage'),
})
const cookiesRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'cookies',
  component: lazyRouteComponent(() => import('./routes/legal/cookies-page'), 'CookiesPage'),
})

const searchRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'search',
  // The booking steps load with the search routes: the landing and home pages stay light.
  component: lazyRouteComponent(() => import('./routes/search/search-shell'), 'SearchShell'),
})

const chooseVehicleRoute = createRoute({
  getParentRoute: () => searchRoute,
  path: 'choose-vehicle',
  validateSearch: parseSearchQuery,
  component: lazyRouteComponent(() => import('./routes/search/choose-vehicle-page'), 'ChooseVehiclePage'),
})

const yourSelectionRoute = createRoute({
  getParentRoute: () => searchRoute,
  path: 'your-selection',
  component: lazyRouteComponent(() => import('./routes/search/your-selection-page'), 'YourSelectionPage'),
})
const yourOptionsRoute = createRoute({
  getParentRoute: () => searchRoute,
  path: 'your-options',
  component: lazyRouteComponent(() => import('./routes/search/your-options-page'), 'YourOptionsPage'),
})

const detailsContactRoute = createRoute({
  getParentRoute: () => searchRoute,
  path: 'details-contact',
  staticData: { session: 'keepAlive' },
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/search/details-contact-page'), 'DetailsContactPage'),
})

const successRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'success',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/success/success-page'), 'SuccessPage'),
})

const authRoute = createRoute({ getParentRoute: () => familyRoute, path: 'autentication', component: Outlet })

const loginRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./routes/auth/login-page'), 'LoginPage'),
})
const registerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'register',
  component: lazyRouteComponent(() => import('./routes/auth/register-page'), 'RegisterPage'),
})
const forgotRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'forgot',
  component: lazyRouteComponent(() => import('./routes/auth/forgot-page'), 'ForgotPage'),
})
/** The emailed link: `?token=…&email=…` (SPEC §2 reset password). */
const resetPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'reset-password',
  validateSearch: parseCredentialQuery,
  component: lazyRouteComponent(() => import('./routes/auth/reset-password-page'), 'ResetPasswordPage'),
})
/** The undo link emailed to the old address after an email change: `?token=…`; public. */
const undoEmailChangeRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'undo-email-change',
  validateSearch: parseUndoEmailChangeQuery,
  component: lazyRouteComponent(() => import('./routes/auth/undo-email-change-page'), 'UndoEmailChangePage'),
})
/** Reached from account settings with `?token=…&email=…` (SPEC §2); login required. */
const changePasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'change-password',
  staticData: { session: 'keepAlive' },
  validateSearch: parseCredentialQuery,
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/auth/change-password-page'), 'ChangePasswordPage'),
})

/** SPEC §2 account shell: greeting, side tabs, logout; its pages render inside it. */
const accountRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'account',
  staticData: { session: 'keepAlive' },
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/account/account-layout'), 'AccountLayout'),
})
const personalDetailsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'personal-details',
  component: lazyRouteComponent(
    () => import('./routes/account/personal-details-page'),
    'PersonalDetailsPage',
  ),
})
const myReservationsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'my-reservations',
  component: lazyRouteComponent(() => import('./routes/account/my-reservations-page'), 'MyReservationsPage'),
})
const accountSettingsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'account-settings',
  validateSearch: parseAccountSettingsQuery,
  component: lazyRouteComponent(
    () => import('./routes/account/account-settings-page'),
    'AccountSettingsPage',
  ),
})

/**
 * DESIGN §8: the dealer desk, a second area of the same app under `/dealer`, with its own session (a
 * staff member's `ds_` token, under its own storage keys). The sign-in pages and the emailed answer
 * links need no session; the desk itself does.
 */
const deskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dealer',
  context: ({ navigate, context }) => ({
    desk: deskSession(() => void navigate({ to: '/dealer/login' }), context.inspect),
  }),
  component: lazyRouteComponent(() => import('./routes/dealer/desk-layout'), 'DeskLayout'),
})
const deskLoginRoute = createRoute({
  getParentRoute: () => deskRoute,
  path: 'login',
  component: lazyRouteComponent(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskLoginPage'),
})
const deskForgotRoute = createRoute({
  getParentRoute: () => deskRoute,
  path: 'forgot',
  component: lazyRouteComponent(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskForgotPage'),
})
/** The invitation's link (72 hours) and a reset link (60 minutes): `?token=…`. */
const deskSetPasswordRoute = createRoute({
  getParentRoute: () => deskRoute,
  path: 'set-password',
  validateSearch: parseTokenQuery,
  component: lazyRouteComponent(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskSetPasswordPage'),
})
const deskResetRoute = createRoute({
  getParentRoute: () => deskRoute,
  path: 'reset-password',
  validateSearch: parseTokenQuery,
  component: lazyRouteComponent(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskResetPage'),
})
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
  component: lazyRouteComponent(() => import('./routes/dealer/answer-page'), 'AnswerPage'),
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
  loader: ({ context }) => deskMe(deskToken(context)),
  component: lazyRouteComponent(() => import('./routes/dealer/desk-area'), 'DeskArea'),
  errorComponent: lazyRouteComponent(() => import('./routes/dealer/desk-load-error'), 'DeskLoadError'),
})
const deskRequestsRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./routes/dealer/requests-page'), 'RequestsPage'),
})
const deskRequestRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'requests/$reference',
  component: lazyRouteComponent(() => import('./routes/dealer/request-page'), 'RequestPage'),
})
const deskUpcomingRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'upcoming',
  loader: ({ context }) => getUpcoming(deskToken(context)),
  component: lazyRouteComponent(() => import('./routes/dealer/upcoming-page'), 'UpcomingPage'),
  errorComponent: lazyRouteComponent(() => import('./routes/dealer/desk-load-error'), 'DeskLoadError'),
})
const deskDecidedRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'decided',
  validateSearch: parseDecidedQuery,
  loaderDeps: ({ search }) => ({ cursor: search.cursor }),
  loader: ({ context, deps }) => getDecided(deskToken(context), deps.cursor),
  component: lazyRouteComponent(() => import('./routes/dealer/decided-page'), 'DecidedPage'),
  errorComponent: lazyRouteComponent(() => import('./routes/dealer/desk-load-error'), 'DeskLoadError'),
})
const deskStaffRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'staff',
  loader: ({ context }) => deskStaff(deskToken(context)),
  component: lazyRouteComponent(() => import('./routes/dealer/staff-page'), 'StaffPage'),
  errorComponent: lazyRouteComponent(() => import('./routes/dealer/desk-load-error'), 'DeskLoadError'),
})
const deskVehiclesRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'vehicles',
  loader: ({ context }) => getDeskVehicles(deskToken(context)),
  errorComponent: lazyRouteComponent(() => import('./routes/dealer/desk-load-error'), 'DeskLoadError'),
  component: lazyRouteComponent(() => import('./routes/dealer/vehicles-page'), 'VehiclesPage'),
})
const deskVehicleRoute = createRoute({
  getParentRoute: () => deskAreaRoute,
  path: 'vehicles/$plate',
  component: lazyRouteComponent(() => import('./routes/dealer/vehicle-page'), 'VehiclePage'),
})

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

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: {
      actors: undefined as unknown as RouterContext['actors'],
      bridge: undefined as unknown as RouterContext['bridge'],
    },
    defaultPreload: false,
    scrollRestoration: true,
    notFoundMode: 'root',
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
