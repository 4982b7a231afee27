import type { AnyMachineSnapshot, StateValue } from 'xstate'
import type { StartName } from './wizard-model'
import { holdAt } from './wizard-system'

/**
 * Where the browser is, as the wizard's paths know it: the pages, this tab's history and what storage and
 * the server hold; the ops a step performs; which pages the customer can reach in a state of the machine;
 * and how the ops and the URL bridge move the page.
 */

/** The pages a path moves through, as the wizard's browser paths tell them apart. */
export type Place =
  | 'landing'
  | 'home'
  | 'tab1'
  | 'tab2'
  | 'tab3'
  | 'tab4'
  | 'success'
  | 'login'
  | 'account'
  | 'other'

const STEP_PLACES = ['tab1', 'tab2', 'tab3', 'tab4', 'success'] as const
const isStepPlace = (place: Place) => (STEP_PLACES as readonly Place[]).includes(place)

/** The requests the wizard's actors make, held by the test until the path says how the server answers. */
export type Call = 'lock' | 'unlock' | 'hold' | 'book' | 'number'

/** How the server answers a held request. */
export type Answer =
  | 'pass' // the real server answers
  | 'lost' // the request never reaches the server (connection refused)
  | 'lostAfter' // the server does it, but its answer never reaches the page
  | 'expireThenPass' // the server's clock ends the hold first (dev call), then it answers

export type Control =
  | 'search'
  | 'stepLink'
  | 'backToResults'
  | 'chooseVehicle'
  | 'bookVehicle'
  | 'addOption'
  | 'continue'
  | 'skip'
  | 'book'
  | 'renew'
  | 'logo'
  | 'successHome'
  | 'enter'
  | 'headerLogIn'
  | 'logIn'
  | 'logOut'

export type Op =
  | { op: 'open'; place: Place }
  | { op: 'go'; place: Place }
  | { op: 'click'; control: Control; tab?: string }
  | { op: 'answer'; call: Call; answer: Answer }
  | { op: 'holdEnds' }

/** This tab's history within the app's document: the page of each entry, and the current one. */
export type Tabs = { entries: Place[]; index: number }

/** What the test knows of the page beyond the machine: its history, and what storage and server hold. */
export type Sim = Tabs & {
  /** Saved search filters: the search form is filled in from them. */
  filters: boolean
  /** The server holds a live lock for this path (a second lock of the vehicle would be refused). */
  holdLive: boolean
  /** The selected vehicle could be held (not booked; the lock is not held already). */
  free: boolean
  /** The page's clock ran ahead to end a hold: the server's times are behind it from then on. */
  clockAhead: boolean
}

export const here = (sim: Tabs): Place => sim.entries[sim.index] ?? 'other'

/** The history entry nearest to the current one showing `place`, as a history.go delta. */
export function nearest(sim: Tabs, place: Place): number | null {
  let best: number | null = null
  sim.entries.forEach((entry, index) => {
    if (entry !== place || index === sim.index) return
    const delta = index - sim.index
    if (best === null || Math.abs(delta) < Math.abs(best)) best = delta
  })
  return best
}

type Snapshot = AnyMachineSnapshot
export type Ctx = {
  vehicle: unknown
  options: unknown[]
  unlockCode: string | null
  bookingId: string | null
  hasToken: boolean
  error: { during: 'lock' | 'booking' } | null
  holdExpiresAt: string | null
  reservationNumber: string | null
}
/** The wizard's context with its slot hold's (the held slot and its expiry). */
export function ctx(s: Snapshot): Ctx {
  const hold = holdAt(s).context as { unlockCode: string | null; expiresAt: string | null }
  return { ...(s.context as Ctx), unlockCode: hold.unlockCode, holdExpiresAt: hold.expiresAt }
}

/** Whether the slot hold is in a state (`locking`, `{ held: 'waiting' }`, …) at this step. */
export const holdIn = (s: Snapshot, state: StateValue) => holdAt(s).matches(state as never)

/** The step the URL bridge shows for a machine state (null while away: idle, login detour, settling). */
export function shownStep(s: Snapshot): Place | null {
  if (s.hasTag('status:needsLogin') || s.hasTag('status:settling')) return null
  for (const step of STEP_PLACES) if (s.hasTag(`step:${step}`)) return step
  return null
}

/** The states that make a request (the actor each invokes), the hold's or the wizard's, by caller name. */
const CALLERS: { caller: string; of: 'hold' | 'wizard'; state: StateValue; call: Call }[] = [
  { caller: 'locking', of: 'hold', state: 'locking', call: 'lock' },
  { caller: 'booking', of: 'hold', state: 'booking', call: 'book' },
  { caller: 'releasing', of: 'hold', state: 'releasing', call: 'unlock' },
  { caller: 'verifying', of: 'hold', state: { held: 'verifying' }, call: 'hold' },
  { caller: 'findingNumber', of: 'wizard', state: { inFlow: { success: 'findingNumber' } }, call: 'number' },
]

const calling = (s: Snapshot) =>
  CALLERS.filter(({ of, state }) => (of === 'hold' ? holdIn(s, state) : s.matches(state)))

/** The node of a machine that makes a request of `call` in a state: a new node is a new request. */
export const callerOf = (s: Snapshot, call: Call): string | null =>
  calling(s).find((found) => found.call === call)?.caller ?? null

/** The requests in flight in a state (the actors the hold and the wizard have invoked). */
export const callsOf = (s: Snapshot): Call[] => calling(s).map(({ call }) => call)

/** A reload starts the wizard from storage: the same state only when nothing lives in memory alone. */
export function reloadable(s: Snapshot): boolean {
  const c = ctx(s)
  const stored = holdIn(s, 'free') || holdIn(s, { held: 'unchecked' })
  return s.matches('idle') && stored && c.error === null && c.reservationNumber === null
}

/** A page of the family showing the search form, that is not a wizard step. */
export const FORM_PLACES: Place[] = ['home', 'account', 'login']

/** Guarded routes send a visitor without a session to log in instead. */
export const reachable = (place: Place, s: Snapshot) =>
  ctx(s).hasToken || (place !== 'tab4' && place !== 'success' && place !== 'account')

function push(sim: Sim, place: Place) {
  sim.entries = [...sim.entries.slice(0, sim.index + 1), place]
  sim.index = sim.entries.length - 1
}

/** Where a click takes the browser by itself (the wizard's own navigation comes after). */
function clickTarget(op: Op & { op: 'click' }, before: Snapshot): Place | null {
  switch (op.control) {
    case 'search':
      return 'tab1'
    case 'stepLink':
      return (op.tab ?? 'tab1') as Place
    case 'logo':
    case 'successHome':
    case 'enter':
    case 'logOut':
      return 'home'
    case 'headerLogIn':
      return 'login'
    case 'logIn':
      return before.matches({ inFlow: 'needsLogin' }) ? null : 'account'
    default:
      return null
  }
}

/** The page after a step: what the ops did, then what the URL bridge did for the wizard's new state. */
export function advance(
  sim: Sim | null,
  ops: Op[],
  before: Snapshot,
  after: Snapshot,
  start: StartName,
): Sim {
  const next: Sim = sim
    ? { ...sim, entries: [...sim.entries] }
    : { entries: [], index: 0, filters: true, ...startFacts(start) }
  let landed: Place | null = null
  for (const o of ops) {
    if (o.op === 'open') {
      next.entries = [o.place]
      next.index = 0
      landed = o.place
    } else if (o.op === 'go') {
      next.index += nearest(next, o.place) ?? 0
      landed = o.place
    } else if (o.op === 'click') {
      const target = clickTarget(o, before)
      if (target) push(next, target)
      if (o.control === 'search') next.filters = ctx(before).bookingId === null
      if (o.control === 'enter') next.filters = false
      if ((o.control === 'logo' || o.control === 'successHome') && ctx(before).bookingId !== null)
        next.filters = false
    } else if (o.op === 'answer') {
      if (o.call === 'lock' && o.answer === 'pass') next.holdLive = true
      if (o.call === 'unlock' && o.answer !== 'lost') next.holdLive = false
      if (o.call === 'book' && o.answer !== 'lost') next.holdLive = false
      if (o.call === 'book' && o.answer === 'pass') next.free = false
      if (o.call === 'hold' && o.answer === 'expireThenPass') next.holdLive = false
    } else if (o.op === 'holdEnds') {
      next.clockAhead = true
    }
  }
  if (ops.some((o) => o.op === 'click' && o.control === 'chooseVehicle')) {
    next.filters = true
    next.free = true
  }
  const step = shownStep(after)
  const current = here(next)
  if (after.hasTag('status:needsLogin') && !before.hasTag('status:needsLogin')) push(next, 'login')
  else if (step && step !== current) {
    if (landed && isStepPlace(landed) && shownStep(before) === step) next.entries[next.index] = step
    else push(next, step)
  } else if (!step && landed && isStepPlace(landed) && !after.hasTag('status:settling')) {
    if (!after.hasTag('status:needsLogin')) next.entries[next.index] = 'home'
  }
  return next
}

/** What the server holds for a path's start: a live hold, or a booked vehicle. */
const startFacts = (start: StartName) => ({
  holdLive: start === 'holding',
  free: start !== 'booked',
  clockAhead: false,
})

/** The page before the first step: none, or the family entered from the landing page. */
export function startSim(start: StartName, prelude: boolean): Sim | null {
  return prelude ? { entries: ['landing', 'home'], index: 1, filters: false, ...startFacts(start) } : null
}
