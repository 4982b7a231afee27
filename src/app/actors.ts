import { type Actor, createActor, fromPromise } from 'xstate'
import { familyMachine } from '../../machines/family/family.machine'
import { trackingMachine } from '../../machines/tracking/tracking.machine'
import { initTrackingSession, sendTrackingEvent } from '../api/tracking'
import { readConsent } from '../components/cookie-consent/consent-cookie'
import type { Family } from '../contract/family'
import { FAMILY_LANGUAGE } from '../contract/language'
import { activateLanguage } from '../i18n/i18n'
import { read, remove, SESSION_KEYS, write } from '../storage/storage'
import { applyFamilyTheme } from '../theme/theme'

/** The router, as the machines see it: an adapter, never imported by them. */
export type Navigator = { goHome(family: Family): void }

export type AppActors = {
  family: Actor<typeof familyMachine>
  /** Present only when the visitor accepted the measurement cookie. */
  tracking: Actor<typeof trackingMachine> | null
}

/** Composition root: the app's real side effects, provided to the machines. */
export function createAppActors(navigator: Navigator): AppActors {
  const family = createActor(
    familyMachine.provide({
      actions: {
        storeFamily: (_, { family }) => write('family', family),
        forceItalian: () => {
          write('language', FAMILY_LANGUAGE)
          void activateLanguage(FAMILY_LANGUAGE)
        },
        clearVisitData: () => {
          remove(...SESSION_KEYS)
          try {
            sessionStorage.clear()
          } catch {
            // Storage disabled: nothing to clear.
          }
        },
        clearModel: () => remove('model'),
        applyTheme: (_, { family }) => applyFamilyTheme(family ?? undefined),
        goHome: (_, { family }) => navigator.goHome(family),
      },
    }),
    { input: { family: read('family') ?? null } },
  )
  family.start()
  return { family, tracking: readConsent() === 'accepted' ? startTracking() : null }
}

function startTracking() {
  const tracking = createActor(
    trackingMachine.provide({
      actors: { initTrackingSession: fromPromise(() => initTrackingSession()) },
      actions: {
        sendTrackingEvent: (_, { event_type, metadata, session_id }) =>
          sendTrackingEvent({ event_type, metadata, session_id }),
        storeTrackingId: (_, { sessionId }) => write('tracking_id', sessionId),
        logFailure: (_, { error }) => console.warn('Tracking is off for this visit', error),
      },
    }),
    { input: { sessionId: read('tracking_id') ?? null } },
  )
  tracking.start()
  return tracking
}
