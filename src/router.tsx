import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
} from '@tanstack/react-router'
import type { RouterContext } from './app/router-context'
import { CookieConsent } from './components/cookie-consent/cookie-consent'
import { type Family, isFamily } from './contract/family'
import { FamilyLayout } from './routes/family/family-layout'
import { FamilyHome } from './routes/family/home/family-home'
import { LandingPage } from './routes/landing/landing-page'
import { NotFoundPage } from './routes/not-found-page'
import { PlaceholderPage } from './routes/placeholder-page'
import type { RouteName } from './routes/route-titles'
import { parseSearchQuery } from './routes/search/search-params'
import { read } from './storage/storage'

function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieConsent />
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
  component: FamilyLayout,
  notFoundComponent: NotFoundPage,
})

/** SPEC §2 guard: a route that needs login sends a visitor without a token to the login route. */
function requireLogin({ params }: { params: { family: Family } }) {
  if (!read('access_token')) {
    throw redirect({ to: '/$family/autentication', params: { family: params.family } })
  }
}

const homeRoute = createRoute({ getParentRoute: () => familyRoute, path: '/', component: FamilyHome })
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
const authPage = <P extends string>(path: P, name: RouteName, guarded = false) =>
  createRoute({
    getParentRoute: () => authRoute,
    path,
    ...(guarded ? { beforeLoad: requireLogin } : {}),
    component: () => <PlaceholderPage name={name} />,
  })

const loginRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./routes/auth/login-page'), 'LoginPage'),
})

const accountRoute = createRoute({
  getParentRoute: () => familyRoute,
  path: 'account',
  beforeLoad: requireLogin,
  component: Outlet,
})
const accountPage = <P extends string>(path: P, name: RouteName) =>
  createRoute({ getParentRoute: () => accountRoute, path, component: () => <PlaceholderPage name={name} /> })

export const routeTree = rootRoute.addChildren([
  landingRoute,
  familyRoute.addChildren([
    homeRoute,
    faqsRoute,
    searchRoute.addChildren([chooseVehicleRoute, yourSelectionRoute, yourOptionsRoute, detailsContactRoute]),
    successRoute,
    authRoute.addChildren([
      loginRoute,
      authPage('register', 'register'),
      authPage('forgot', 'forgot'),
      authPage('reset-password', 'resetPassword'),
      authPage('change-password', 'changePassword', true),
    ]),
    accountRoute.addChildren([
      accountPage('personal-details', 'personalDetails'),
      accountPage('my-reservations', 'myReservations'),
      accountPage('account-settings', 'accountSettings'),
    ]),
    termsRoute,
    cookiesRoute,
  ]),
])

export function createAppRouter() {
  return createRouter({
    routeTree,
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
