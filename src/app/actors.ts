import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import { checkoutDraftMachine } from '../../machines/checkout-draft/checkout-draft.machine'
import { familyMachine } from '../../machines/family/family.machine'
import { sessionMachine } from '../../machines/session/session.machine'
import { selectIsLoggedIn, selectIsRefreshing } from '../../machines/session/session.selectors'
import type { SessionInput } from '../../machines/session/session.types'
import { trackingMachine } from '../../machines/tracking/tracking.machine'
import type { wizardMachine } from '../../machines/wizard/wizard.machine'
import { provideWizard } from '../../machines/wizard/wizard.provide'
import { logout, refreshToken } from '../api/auth'
import {
  createBooking,
  findReservationNumber,
  getLockStatus,
  lockTimeSlot,
  unlockTimeSlot,
} from '../api/bookings'
import { saveCheckoutDetails } from '../api/checkout-details'
import { whenTokenRejected } from '../api/http'
import { initTrackingSession, sendTrackingEvent } from '../api/tracking'
import type { CheckoutDetails } from '../contract/checkout'
import type { Family } from '../contract/family'
import { FAMILY_LANGUAGE } from '../contract/language'
import { activateLanguage, rememberLanguage } from '../i18n/i18n'
import { readConsent } from '../storage/consent-cookie'
import { read, readTab } from '../storage/storage'
import { applyFamilyTheme } from '../theme/theme'
import type { Inspect } from './inspect'
import {
  persistCheckoutDraft,
  persistFamily,
  persistSession,
  persistTracking,
  persistWizard,
} from './storage-bridge'

/** The router, as the machines see it: an adapter, never imported by them. */
export type Navigator = {
  goHome(family: Family): void
  goToLogin(family: Family): void
  /** Account settings, confirming a password just changed (SPEC §2 change password). */
  goToAccountSettingsAfterPasswordChange(family: Family): void
}

export type AppActors = {
  family: Actor<typeof familyMachine>
  session: Actor<typeof sessionMachine>
  /** The booking wizard: it outlives its routes, so the header can release what it holds. */
  wizard: Actor<typeof wizardMachine>
  /** The checkout form as the customer left it: it outlives the checkout screen. */
  checkoutDraft: Actor<typeof checkoutDraftMachine>
  /** Present only once the visitor has accepted the measurement cookie. */
  tracking: Actor<typeof trackingMachine> | null
  /** The visitor accepted the measurement cookie: tracking starts now, without a reload. */
  startTracking(currentPath: string): void
}

export type AppActorsOptions = {
  /** Development's live view (src/app/inspect.ts): every actor created here reports to it. */
  inspect?: Inspect
  /** The session the actors start from instead of the stored one (a page drawn on the server). */
  session?: SessionInput
}

/** Composition root: the app's real side effects, provided to the machines. */
export function createAppActors(
  navigator: Navigator,
  { inspect, session: startingSession }: AppActorsOptions = {},
): AppActors {
  // Started below; the family machine only clears a visit on an event, after everything has started.
  let wizard: Actor<typeof wizardMachine> | undefined
  const family = createActor(
    familyMachine.provide({
      actions: {
        forceItalian: () => {
          rememberLanguage(FAMILY_LANGUAGE)
          void activateLanguage(FAMILY_LANGUAGE)
        },
        applyTheme: (_, { family }) => applyFamilyTheme(family ?? undefined),
        goHome: (_, { family }) => navigator.goHome(family),
      },
    }),
    { input: { family: read('family') ?? null }, inspect },
  )
  // A new visit releases what the wizard holds; the storage bridge then clears the visit's data.
  family.on('visit.started', () => wizard?.send({ type: 'visit.reset' }))
  family.start()
  persistFamily(family)
  // Routes outside a family (the landing page) have no home of their own: Range Rover's stands in.
  const currentFamily = (): Family => family.getSnapshot().context.family ?? 'range-rover'

  const session = startSession(navigator, currentFamily, () => wizard, inspect, startingSession)
  // After the session: a stored draft that outlived its session is gone by now.
  const checkoutDraft = startCheckoutDraft(session, inspect)
  const actors: AppActors = {
    family,
    session,
    wizard: undefined as unknown as Actor<typeof wizardMachine>,
    checkoutDraft,
    tracking: readConsent() === 'accepted' ? startTracking(inspect) : null,
    startTracking: (currentPath) => {
      if (actors.tracking) return
      actors.tracking = startTracking(inspect)
      actors.tracking.send({ type: 'page.view', path: currentPath })
    },
  }
  wizard = startWizard(navigator, currentFamily, session, () => actors.tracking, inspect)
  actors.wizard = wizard
  // Book with details that pass every rule: the wizard books them.
  checkoutDraft.on('draft.valid', ({ details }) => wizard?.send({ type: 'booking.submit', details }))
  return actors
}

function startSession(
  navigator: Navigator,
  currentFamily: () => Family,
  wizard: () => Actor<typeof wizardMachine> | undefined,
  inspect: Inspect | undefined,
  starting: SessionInput | undefined,
) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        refreshToken: fromPromise(({ input }) => refreshToken(input.token)),
        logout: fromPromise(async ({ input }) => {
          // The unlock needs the token: release a held slot before the token is revoked.
          await releaseHeldSlot(wizard())
          return logout(input.token)
        }),
      },
      actions: {
        goToLogin: () => navigator.goToLogin(currentFamily()),
        goHome: () => navigator.goHome(currentFamily()),
        logRefreshFailure: (_, { error }) => console.warn('The session could not be renewed', error),
      },
    }),
    {
      input: starting ?? {
        token: read('access_token') ?? null,
        user: read('user') ?? null,
        expiresAt: read('expires_at') ?? null,
      },
      inspect,
    },
  )
  session.start()
  persistSession(session)
  whenTokenRejected(() => session.send({ type: 'token.rejected' }))
  return session
}

function startWizard(
  navigator: Navigator,
  currentFamily: () => Family,
  session: Actor<typeof sessionMachine>,
  tracking: () => Actor<typeof trackingMachine> | null,
  inspect: Inspect | undefined,
) {
  const wizard = createActor(
    provideWizard(
      {
        lockTimeSlot: async ({ time_slot_lock_code }) => {
          await settledToken(session)
          return lockTimeSlot(time_slot_lock_code)
        },
        unlockTimeSlot: async (lock) => {
          await settledToken(session)
          return unlockTimeSlot(lock)
        },
        getHold: async (lock) => {
          await settledToken(session)
          return getLockStatus(lock)
        },
        waitForHoldExpiry: ({ expiresAt }, signal) => untilTime(expiresAt, signal),
        createBooking: async (order) => {
          await settledToken(session)
          const created = await createBooking(order)
          // Before the token refresh that follows a booking (it revokes this token).
          if (order.details.save_to_account) await keepOnAccount(session, order.details)
          return created
        },
        findReservationNumber: async ({ bookingId }) => {
          await settledToken(session)
          return findReservationNumber(bookingId)
        },
      },
      {
        holdActions: {
          logFailure: (_, { during, error }) => console.warn(`The booking ${during} failed`, error),
        },
        actions: {
          requestTokenRefresh: () => session.send({ type: 'token.refresh' }),
          goToLogin: () => navigator.goToLogin(currentFamily()),
          trackBooking: (_, { bookingId }) =>
            tracking()?.send({ type: 'booking.created', booking_id: bookingId }),
          logRefusedMove: ({ event }, { from }) =>
            console.info(`The search steps do not allow this move from ${from}`, event),
          logFailure: (_, { during, error }) => console.warn(`The booking ${during} failed`, error),
        },
      },
    ),
    {
      input: {
        vehicle: read('selectedVehicle') ?? null,
        options: read('options') ?? [],
        filters: read('filters') ?? null,
        unlockCode: read('unlock_code') ?? null,
        sessionId: read('session_id') ?? null,
        bookingId: read('booking_id') ?? null,
        hasToken: selectIsLoggedIn(session.getSnapshot()),
      },
      inspect,
    },
  )
  wizard.start()
  persistWizard(wizard, (vehicle) =>
    tracking()?.send({
      type: 'vehicle.chosen',
      license_plate: vehicle.license_plate,
      model_code: vehicle.model_code,
    }),
  )
  // The wizard locks only with a token: it follows the session's logged-in state.
  let loggedIn = selectIsLoggedIn(session.getSnapshot())
  session.subscribe((snapshot) => {
    const now = selectIsLoggedIn(snapshot)
    if (now === loggedIn) return
    loggedIn = now
    wizard.send({ type: now ? 'session.loggedIn' : 'session.loggedOut' })
  })
  return wizard
}

function startCheckoutDraft(session: Actor<typeof sessionMachine>, inspect: Inspect | undefined) {
  const draft = createActor(checkoutDraftMachine, {
    input: { stored: readTab('checkout_draft') ?? null, newKey: newAttemptKey },
    inspect,
  })
  draft.start()
  persistCheckoutDraft(draft)
  // The draft is the customer's: it ends with the session.
  session.subscribe((snapshot) => {
    if (snapshot.context.token === null && draft.getSnapshot().context.draft !== null)
      draft.send({ type: 'draft.forget' })
  })
  return draft
}

/** A fresh key for a new checkout attempt (randomUUID needs a secure context; the fallback does not). */
function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A refresh revokes the token it replaces, so a call that needs the token waits for one in flight
 * (a search asks for a refresh and releases the held slot at the same moment).
 */
async function releaseHeldSlot(wizard: Actor<typeof wizardMachine> | undefined): Promise<void> {
  if (!wizard) return
  wizard.send({ type: 'wizard.leave' })
  await waitFor(wizard, (s) => !s.hasTag('status:settling'), {
    timeout: 10_000,
  }).catch(() => undefined)
}

/** Resolves at an ISO instant (setTimeout caps at about 24 days, so long waits are chained). */
function untilTime(iso: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const at = Date.parse(iso)
    if (!Number.isFinite(at)) return
    let timer: ReturnType<typeof setTimeout>
    const wait = () => {
      const left = at - Date.now()
      if (left <= 0) return resolve()
      timer = setTimeout(wait, Math.min(left, 2 ** 31 - 1))
    }
    signal.addEventListener('abort', () => clearTimeout(timer))
    wait()
  })
}

/**
 * A booking's "save these details to my account": the account mirrors them for the next checkout. The
 * booking stands whatever happens here; a refusal is only logged.
 */
async function keepOnAccount(session: Actor<typeof sessionMachine>, details: CheckoutDetails) {
  const user = session.getSnapshot().context.user
  if (!user) return
  try {
    session.send({ type: 'user.updated', user: await saveCheckoutDetails(details, user) })
  } catch (error) {
    console.warn('The checkout details could not be saved to the account', error)
  }
}

async function settledToken(session: Actor<typeof sessionMachine>): Promise<void> {
  await waitFor(session, (snapshot) => !selectIsRefreshing(snapshot))
}

function startTracking(inspect: Inspect | undefined) {
  const tracking = createActor(
    trackingMachine.provide({
      actors: { initTrackingSession: fromPromise(() => initTrackingSession()) },
      actions: {
        sendTrackingEvent: (_, { event_type, metadata, session_id, retried }) => {
          void sendTrackingEvent({ event_type, metadata, session_id }).then((outcome) => {
            // The stored session is over (30 days) or unknown: the machine renews it and sends again.
            if (outcome === 'session_over') {
              tracking.send({ type: 'session.expired', session_id, event: { event_type, metadata, retried } })
            }
          })
        },
        logFailure: (_, { error }) => console.warn('Tracking is off for this visit', error),
      },
    }),
    { input: { sessionId: read('tracking_id') ?? null }, inspect },
  )
  tracking.start()
  persistTracking(tracking)
  return tracking
}
