import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { PathStep } from '../../../machines/testing/generate-paths'
import {
  callsOf,
  ctx,
  FORM_PLACES,
  here,
  holdIn,
  nearest,
  type Op,
  type Place,
  reachable,
  reloadable,
  type Sim,
  shownStep,
} from './wizard-places'

/**
 * Each event of a path as browser ops: the customer's action or the server's answer that sends it to the
 * wizard from where the page is, and roughly what that costs in time.
 */

type Snapshot = AnyMachineSnapshot

const TAB_OF: Record<string, Place> = { tab1: 'tab1', tab2: 'tab2', tab3: 'tab3', tab4: 'tab4' }

/**
 * The customer's action or the server's answer that sends `step.event` to the wizard in state `before`,
 * with the page as `sim` knows it (null before the first page opens), or null when the real app offers
 * no way to send it there.
 */
export function plan(before: Snapshot, step: PathStep, sim: Sim | null): Op[] | null {
  const { event, state: after } = step
  const c = ctx(before)
  const at = sim ? here(sim) : null
  const go = (place: Place): Op[] | null =>
    sim && nearest(sim, place) !== null && reachable(place, before) ? [{ op: 'go', place }] : null
  const typed = (place: Place): Op[] | null =>
    reachable(place, before) && (sim === null || reloadable(before)) ? [{ op: 'open', place }] : null
  const onPage = (ops: Op[], place: Place = 'home'): Op[] | null => {
    if (sim && at !== 'landing') return ops
    const open = typed(place)
    return open ? [...open, ...ops] : null
  }
  switch (event.type) {
    case 'search.start': {
      const search: Op = { op: 'click', control: 'search' }
      if (!sim) return [{ op: 'open', place: 'home' }, search]
      // Filling the whole form in takes long: not while a held request could time out (10 s).
      if (!sim.filters && callsOf(before).length > 0) return null
      if (at && (FORM_PLACES.includes(at) || at === 'tab1' || at === 'success') && reachable(at, before))
        return [search]
      for (const place of FORM_PLACES) {
        const back = go(place)
        if (back) return [...back, search]
      }
      return null
    }
    case 'tab.select': {
      const tab = TAB_OF[(event as unknown as { tab: string }).tab] as Place
      if (!sim) return typed(tab)
      if (tab === at) return null // the bridge sends nothing for the step already shown
      if (before.matches('idle')) return go(tab) ?? typed(tab)
      const moved = shownStep(after) !== shownStep(before)
      if (before.matches({ inFlow: 'tab4' }) && holdIn(before, 'expired') && tab === 'tab1')
        return [{ op: 'click', control: 'backToResults' }]
      if (moved && ['tab2', 'tab3', 'tab4'].some((t) => before.matches({ inFlow: t })))
        return [{ op: 'click', control: 'stepLink', tab }]
      return go(tab)
    }
    case 'vehicle.select':
      return at === 'tab1' && sim?.filters !== false ? [{ op: 'click', control: 'chooseVehicle' }] : null
    case 'vehicle.book':
      return at === 'tab2' ? [{ op: 'click', control: 'bookVehicle' }] : null
    case 'options.toggle':
      // The first extra's Add button (a second click, Remove, takes the same transition).
      return at === 'tab3' && c.options.length === 0 ? [{ op: 'click', control: 'addOption' }] : null
    case 'options.skip':
      return at === 'tab3' ? [{ op: 'click', control: 'skip' }] : null
    case 'options.continue':
      return at === 'tab3' ? [{ op: 'click', control: 'continue' }] : null
    case 'booking.submit':
      return at === 'tab4' ? [{ op: 'click', control: 'book' }] : null
    case 'hold.renew':
      return at === 'tab4' ? [{ op: 'click', control: 'renew' }] : null
    case 'success.resume':
      if (!sim) return typed('success')
      return go('success') ?? typed('success')
    case 'wizard.leave':
      // Success offers its own way home once the booking shows; while it loads, the header's logo.
      if (before.matches({ inFlow: { success: 'shown' } }) && at === 'success')
        return [{ op: 'click', control: 'successHome' }]
      return onPage([{ op: 'click', control: 'logo' }])
    case 'visit.reset': {
      const enter: Op = { op: 'click', control: 'enter' }
      if (!sim || (reloadable(before) && callsOf(before).length === 0))
        return [{ op: 'open', place: 'landing' }, enter]
      const back = go('landing')
      return back ? [...back, enter] : null
    }
    case 'session.loggedIn':
      if (c.hasToken) return null
      if (before.matches({ inFlow: 'needsLogin' }) && at === 'login')
        return [{ op: 'click', control: 'logIn' }]
      if (before.matches('idle') && c.vehicle === null && c.unlockCode === null && c.bookingId === null)
        return onPage([
          { op: 'click', control: 'headerLogIn' },
          { op: 'click', control: 'logIn' },
        ])
      return null
    case 'session.loggedOut':
      if (!c.hasToken || !before.matches('idle') || c.unlockCode !== null || c.bookingId !== null) return null
      return onPage([{ op: 'click', control: 'logOut' }])
    default:
      return answerPlan(event, sim)
  }
}

function answerPlan(event: EventObject, sim: Sim | null): Op[] | null {
  if (!sim) return null
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? []
  const done = kind === 'done'
  const output = (event as unknown as { output?: unknown }).output
  const error = (event as unknown as { error?: unknown }).error
  switch (actor) {
    case 'lockTimeSlot':
      if (done)
        return sim.holdLive || !sim.free || sim.clockAhead
          ? null
          : [{ op: 'answer', call: 'lock', answer: 'pass' }]
      return [{ op: 'answer', call: 'lock', answer: 'lost' }]
    case 'unlockTimeSlot':
      if (done) return sim.holdLive ? [{ op: 'answer', call: 'unlock', answer: 'pass' }] : null
      return [{ op: 'answer', call: 'unlock', answer: 'lostAfter' }]
    case 'getHold':
      if (!done) return [{ op: 'answer', call: 'hold', answer: 'lost' }]
      if (output === null) return [{ op: 'answer', call: 'hold', answer: 'expireThenPass' }]
      return sim.holdLive && !sim.clockAhead ? [{ op: 'answer', call: 'hold', answer: 'pass' }] : null
    case 'waitForHoldExpiry':
      return [{ op: 'holdEnds' }]
    case 'createBooking':
      if (done) return sim.holdLive ? [{ op: 'answer', call: 'book', answer: 'pass' }] : null
      if (typeof error === 'object') return [{ op: 'answer', call: 'book', answer: 'expireThenPass' }]
      return [{ op: 'answer', call: 'book', answer: 'lost' }]
    case 'findReservationNumber':
      return [{ op: 'answer', call: 'number', answer: done ? 'pass' : 'lost' }]
    default:
      return null
  }
}

/** Rough seconds a step costs in the browser, to prefer cheap paths. */
export function cost(ops: Op[], sim: Sim | null): number {
  let seconds = 0.6
  for (const o of ops) {
    if (o.op === 'open') seconds += 1.2
    if (o.op === 'go') seconds += 0.3
    if (o.op === 'click' && o.control === 'search' && sim?.filters === false) seconds += 5
    if (o.op === 'click' && (o.control === 'book' || o.control === 'logIn')) seconds += 1
    if (o.op === 'click' && o.control === 'search') seconds += 0.6
  }
  return seconds
}
