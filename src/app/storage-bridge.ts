import type { Actor, AnyActorRef, SnapshotFrom } from 'xstate'
import type { checkoutDraftMachine } from '../../machines/checkout-draft/checkout-draft.machine'
import { storedDraft } from '../../machines/checkout-draft/checkout-draft.rules'
import type { familyMachine } from '../../machines/family/family.machine'
import type { ResultsActor } from '../../machines/results/results.machine'
import type { searchFilterMachine } from '../../machines/search-filter/search-filter.machine'
import type { sessionMachine } from '../../machines/session/session.machine'
import { selectSessionId, selectUnlockCode } from '../../machines/slot-hold/slot-hold.selectors'
import type { trackingMachine } from '../../machines/tracking/tracking.machine'
import type { wizardMachine } from '../../machines/wizard/wizard.machine'
import { keepDrawingHints } from '../storage/drawing-cookie'
import {
  AUTH_KEYS,
  read,
  remove,
  removeTab,
  SESSION_KEYS,
  type StorageKey,
  write,
  writeTab,
} from '../storage/storage'

/**
 * The one place where machines and local storage meet (SPEC §3), as the URL bridge is for the URL:
 * it follows what the actors hold and writes each change to its key. Machines never store anything
 * themselves; they start from what storage held (actors.ts reads it into their input).
 */

type Unsubscribe = () => void

/**
 * Calls `onChange` with the selected value now and whenever it changes (by identity), so storage
 * starts in step with the actor as well as following it.
 */
function follow<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
  onChange: (value: T, previous: T | undefined) => void,
): Unsubscribe {
  let previous = select(actor.getSnapshot())
  onChange(previous, undefined)
  const subscription = actor.subscribe((snapshot: SnapshotFrom<TActor>) => {
    const value = select(snapshot)
    if (Object.is(value, previous)) return
    const before = previous
    previous = value
    onChange(value, before)
  })
  return () => subscription.unsubscribe()
}

/** A key that holds the value while there is one, and is removed when it is gone. */
function keep<K extends StorageKey>(key: K) {
  return (value: Parameters<typeof write<K>>[1] | null) => (value == null ? remove(key) : write(key, value))
}

type Family = Actor<typeof familyMachine>
type Session = Actor<typeof sessionMachine>
type Wizard = Actor<typeof wizardMachine>
type Tracking = Actor<typeof trackingMachine>

/** `family`; a new visit clears the visit's data, a switch of family the chosen model. */
export function persistFamily(family: Family): Unsubscribe {
  const stop = follow(family, (s) => s.context.family, keep('family'))
  const visit = family.on('visit.started', () => {
    remove(...SESSION_KEYS)
    try {
      sessionStorage.clear()
    } catch {
      // Storage disabled: nothing to clear.
    }
  })
  const model = family.on('model.cleared', () => remove('model'))
  return () => {
    stop()
    visit.unsubscribe()
    model.unsubscribe()
  }
}

/**
 * `access_token`, `user` and `expires_at`, and the drawing cookie's part of them (signed in or not). A session that ends (or a stored one that does not count at
 * start) takes the checkout's draft of this tab with it.
 */
export function persistSession(session: Session): Unsubscribe {
  const stopToken = follow(
    session,
    (s) => s.context.token,
    (token) => {
      if (token !== null) return
      remove(...AUTH_KEYS)
      removeTab('checkout_draft')
    },
  )
  const stopFields = [
    follow(session, (s) => s.context.token, keep('access_token')),
    follow(session, (s) => s.context.user, keep('user')),
    follow(session, (s) => s.context.expiresAt, keep('expires_at')),
    // After the keys above: the server's drawings follow what they now hold.
    follow(session, (s) => s.context.token !== null, keepDrawingHints),
  ]
  return () => {
    stopToken()
    for (const stop of stopFields) stop()
  }
}

/**
 * The wizard's selection: `selectedVehicle` with its `options`, the search it was priced for
 * (`filters`, kept until the selection is cleared after a booking), the held slot (`unlock_code`,
 * `session_id`) and `booking_id`. `onVehicleChosen` hears each vehicle chosen in this visit.
 */
export function persistWizard(
  wizard: Wizard,
  onVehicleChosen: (vehicle: NonNullable<SnapshotFrom<Wizard>['context']['vehicle']>) => void,
): Unsubscribe {
  const stops = [
    follow(
      wizard,
      (s) => s.context.vehicle,
      (vehicle, previous) => {
        keep('selectedVehicle')(vehicle)
        if (vehicle && previous !== undefined) onVehicleChosen(vehicle)
      },
    ),
    // The options belong to the chosen vehicle: kept with it, gone with it.
    follow(wizard, (s) => (s.context.vehicle ? s.context.options : null), keep('options')),
    // The machine starts from the stored search, so at the start it lacks one only when none parses.
    follow(wizard, (s) => s.context.filters, keep('filters')),
    // The held slot is the slot hold's, a child the wizard keeps for its whole life.
    follow(wizard.getSnapshot().context.hold, selectUnlockCode, keep('unlock_code')),
    follow(wizard.getSnapshot().context.hold, selectSessionId, keep('session_id')),
    follow(wizard, (s) => s.context.bookingId, keep('booking_id')),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

/** `tracking_id`: the measurement session, kept for 30 days of visits. */
export function persistTracking(tracking: Tracking): Unsubscribe {
  return follow(
    tracking,
    (s) => s.context.sessionId,
    (id) => {
      if (id) write('tracking_id', id)
    },
  )
}

/** This tab's `checkout_draft` (session storage: a reload keeps what was typed, another tab does not). */
export function persistCheckoutDraft(draft: Actor<typeof checkoutDraftMachine>): Unsubscribe {
  return follow(
    draft,
    (s) => s.context.draft,
    (value) => (value ? writeTab('checkout_draft', storedDraft(value)) : removeTab('checkout_draft')),
  )
}

/** A search asked for in a filter: `filters`, `location`, `model`; a new search starts on its first page. */
export function persistSearchFilter(filter: Actor<typeof searchFilterMachine>): Unsubscribe {
  const subscription = filter.on('search.saved', ({ filters, location }) => {
    write('filters', filters)
    if (location) write('location', location)
    else remove('location')
    if (filters.model) write('model', filters.model)
    remove('currentPage')
  })
  return () => subscription.unsubscribe()
}

/** SPEC §3 `currentPage`: the results page shown, so a reload comes back to it. */
export function persistResultsPage(results: ResultsActor): Unsubscribe {
  let kept = read('currentPage')
  const subscription = results.subscribe(({ context }) => {
    const { page } = context
    if (page === kept) return
    kept = page
    write('currentPage', page)
  })
  return () => subscription.unsubscribe()
}
