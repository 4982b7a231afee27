import { createHash } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AnyMachineSnapshot, createActor, type EventObject } from 'xstate'
import { toAbstractModel } from '../../../machines/testing/abstract-model'
import { CoverageTally, transitionKey as transitionKeyOf } from '../../../machines/testing/coverage'
import { wizardMachine } from '../../../machines/wizard/wizard.machine'
import { declared, eventLabel, type GeneratedPath, generatePaths, type PathStep, stateName } from './graph'

/**
 * The wizard machine's browser paths, planned before a browser starts: the machine's events with the samples the paths carry, the stored
 * data each path starts from, and for every step the customer's action (or the server's answer) that
 * sends that event through the real app. A step the real app offers no way to take (no page offers it
 * there, or the server could not answer so) has no plan: a generated path is driven only up to such a
 * step. The paths kept are few and together reach every state and transition the real app can reach.
 * `wizard-driver.ts` drives one planned path through the real app.
 */

/** The samples stand for what the page really holds: the first vehicle card, the first extra, etc. */
export const WIZARD_EVENTS = [
  { type: 'search.start' },
  { type: 'tab.select', tab: 'tab1' },
  { type: 'tab.select', tab: 'tab2' },
  { type: 'tab.select', tab: 'tab3' },
  { type: 'tab.select', tab: 'tab4' },
  { type: 'vehicle.select', vehicle: 'first card', filters: 'searched' },
  { type: 'vehicle.book' },
  { type: 'options.change', options: ['first extra'] },
  { type: 'options.skip' },
  { type: 'options.continue' },
  { type: 'booking.submit', details: 'filled in' },
  { type: 'hold.renew' },
  { type: 'success.resume' },
  { type: 'wizard.leave' },
  { type: 'visit.reset' },
  { type: 'session.loggedIn' },
  { type: 'session.loggedOut' },
  {
    type: 'xstate.done.actor.lockTimeSlot',
    output: { time_slot_lock_id: 'L', session_id: 'S', expires_at: 'T' },
  },
  { type: 'xstate.error.actor.lockTimeSlot', error: 'no answer' },
  { type: 'xstate.done.actor.unlockTimeSlot' },
  { type: 'xstate.error.actor.unlockTimeSlot', error: 'no answer' },
  { type: 'xstate.done.actor.releaseTimeSlot' },
  { type: 'xstate.error.actor.releaseTimeSlot', error: 'no answer' },
  { type: 'xstate.done.actor.getHold', output: { expires_at: 'T' } },
  { type: 'xstate.done.actor.getHold', output: null },
  { type: 'xstate.error.actor.getHold', error: 'no answer' },
  { type: 'xstate.done.actor.waitForHoldExpiry' },
  { type: 'xstate.done.actor.createBooking', output: { booking_id: 'B', appointment_id: 'N' } },
  { type: 'xstate.error.actor.createBooking', error: { code: 'booking.lock_required' } },
  { type: 'xstate.error.actor.createBooking', error: 'no answer' },
  { type: 'xstate.done.actor.findReservationNumber', output: 'N' },
  { type: 'xstate.error.actor.findReservationNumber', error: 'no answer' },
] as EventObject[]

const EMPTY = {
  vehicle: null,
  options: [],
  filters: null,
  unlockCode: null,
  sessionId: null,
  bookingId: null,
  hasToken: true,
}

/**
 * Where a path starts (the machine's input is what storage holds when the app starts): a logged-in
 * customer, a visitor, and a customer whose chosen vehicle, hold or booking a reload left stored (the
 * hold and the booking made for real through the API).
 */
export const WIZARD_INPUTS = {
  customer: EMPTY,
  visitor: { ...EMPTY, hasToken: false },
  chosen: { ...EMPTY, vehicle: 'first card', filters: 'searched' },
  holding: { ...EMPTY, vehicle: 'first card', filters: 'searched', unlockCode: 'L', sessionId: 'S' },
  booked: { ...EMPTY, vehicle: 'first card', filters: 'searched', bookingId: 'B' },
}
type StartName = keyof typeof WIZARD_INPUTS

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
type Sim = Tabs & {
  /** Saved search filters: the search form is filled in from them. */
  filters: boolean
  /** The server holds a live lock for this path (a second lock of the vehicle would be refused). */
  holdLive: boolean
  /** The selected vehicle could be held (not booked; the lock is not held already). */
  free: boolean
  /** The page's clock ran ahead to end a hold: the server's times are behind it from then on. */
  clockAhead: boolean
}

const here = (sim: Tabs): Place => sim.entries[sim.index] ?? 'other'

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
const ctx = (s: Snapshot) => s.context as Ctx

/** The step the URL bridge shows for a machine state (null while away: idle, login detour, settling). */
function shownStep(s: Snapshot): Place | null {
  if (s.hasTag('status:needsLogin') || s.hasTag('status:settling')) return null
  for (const step of STEP_PLACES) if (s.hasTag(`step:${step}`)) return step
  return null
}

/** The wizard requests in flight in a state (the actor it has invoked). */
export function callsOf(s: Snapshot): Call[] {
  if (s.matches('lockingSlot')) return ['lock']
  if (s.matches('booking')) return ['book']
  if (s.matches('releasingSlot') || s.matches({ inFlow: { tab1: 'releasingSlot' } })) return ['unlock']
  if (s.matches({ inFlow: { tab4: 'verifyingHold' } })) return ['hold']
  if (s.matches({ inFlow: { success: 'findingNumber' } })) return ['number']
  return []
}

/** A reload starts the wizard from storage: the same state only when nothing lives in memory alone. */
function reloadable(s: Snapshot): boolean {
  const c = ctx(s)
  return s.matches('idle') && c.error === null && c.holdExpiresAt === null && c.reservationNumber === null
}

/** A page of the family showing the search form, that is not a wizard step. */
const FORM_PLACES: Place[] = ['home', 'account', 'login']

const TAB_OF: Record<string, Place> = { tab1: 'tab1', tab2: 'tab2', tab3: 'tab3', tab4: 'tab4' }

/** Guarded routes send a visitor without a session to log in instead. */
const reachable = (place: Place, s: Snapshot) =>
  ctx(s).hasToken || (place !== 'tab4' && place !== 'success' && place !== 'account')

/**
 * The customer's action or the server's answer that sends `step.event` to the wizard in state `before`,
 * with the page as `sim` knows it (null before the first page opens), or null when the real app offers
 * no way to send it there.
 */
function plan(before: Snapshot, step: PathStep, sim: Sim | null): Op[] | null {
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
      if (before.matches({ inFlow: { tab4: 'expired' } }) && tab === 'tab1')
        return [{ op: 'click', control: 'backToResults' }]
      if (moved && ['tab2', 'tab3', 'tab4'].some((t) => before.matches({ inFlow: t })))
        return [{ op: 'click', control: 'stepLink', tab }]
      return go(tab)
    }
    case 'vehicle.select':
      return at === 'tab1' && sim?.filters !== false ? [{ op: 'click', control: 'chooseVehicle' }] : null
    case 'vehicle.book':
      return at === 'tab2' ? [{ op: 'click', control: 'bookVehicle' }] : null
    case 'options.change':
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
    case 'releaseTimeSlot':
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
function advance(sim: Sim | null, ops: Op[], before: Snapshot, after: Snapshot, start: StartName): Sim {
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

/** Rough seconds a step costs in the browser, to prefer cheap paths. */
function cost(ops: Op[], sim: Sim | null): number {
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

export type PlannedPath = GeneratedPath & {
  start: StartName
  /** Opened at the landing page, entering the family before the first step (a new visit). */
  prelude: boolean
  /** Each step's ops (the first step, the machine's start, has none). */
  plans: Op[][]
  seconds: number
}

const model = toAbstractModel(wizardMachine)

/** What the server holds for a path's start: a live hold, or a booked vehicle. */
const startFacts = (start: StartName) => ({
  holdLive: start === 'holding',
  free: start !== 'booked',
  clockAhead: false,
})

/** The page before the first step: none, or the family entered from the landing page. */
function startSim(start: StartName, prelude: boolean): Sim | null {
  return prelude ? { entries: ['landing', 'home'], index: 1, filters: false, ...startFacts(start) } : null
}

/** Replays steps on the abstract machine, as graph.ts does: what each step covers. */
function stepCovers(start: StartName, events: EventObject[]) {
  const perStep: { states: string[]; transitions: string[] }[] = []
  let tally = new CoverageTally()
  const actor = createActor(model, {
    input: WIZARD_INPUTS[start] as never,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return
      tally.recordTransitions(event._transitions)
      tally.recordNodes((event.snapshot as AnyMachineSnapshot)._nodes)
    },
  })
  actor.start()
  tally.recordNodes(actor.getSnapshot()._nodes)
  const snapshots: AnyMachineSnapshot[] = [actor.getSnapshot()]
  perStep.push({ states: [...tally.states], transitions: [...tally.transitions] })
  for (const event of events) {
    tally = new CoverageTally()
    actor.send(event as never)
    snapshots.push(actor.getSnapshot())
    perStep.push({ states: [...tally.states], transitions: [...tally.transitions] })
  }
  actor.stop()
  return { perStep, snapshots }
}

/** One driveable beginning of a generated path (or of one plus one more event). */
type Node = {
  start: StartName
  prelude: boolean
  name: string
  events: EventObject[]
  steps: PathStep[]
  plans: Op[][]
  sims: (Sim | null)[]
  seconds: number
  /** States and transitions first taken at each step. */
  perStep: { states: string[]; transitions: string[] }[]
}

/** Every driveable beginning of a generated path, longest last. */
function beginnings(path: GeneratedPath, start: StartName, prelude: boolean): Node[] {
  const [first, ...rest] = path.steps
  if (!first) return []
  const names = path.name.split(' (')
  const { perStep } = stepCovers(
    start,
    rest.map((step) => step.event),
  )
  let sim = startSim(start, prelude)
  const nodes: Node[] = []
  let node: Node = {
    start,
    prelude,
    name: names[0] ?? '',
    events: [],
    steps: [first],
    plans: [[]],
    sims: [sim],
    seconds: prelude ? 3.5 : 2,
    perStep: [perStep[0] ?? { states: [], transitions: [] }],
  }
  let before = first.state
  for (const [n, step] of rest.entries()) {
    const ops = plan(before, step, sim)
    if (!ops) break
    const seconds = cost(ops, sim)
    sim = advance(sim, ops, before, step.state, start)
    node = {
      start,
      prelude,
      name: names.slice(0, n + 2).join(' ('),
      events: [...node.events, step.event],
      steps: [...node.steps, step],
      plans: [...node.plans, ops],
      sims: [...node.sims, sim],
      seconds: node.seconds + seconds,
      perStep: [...node.perStep, perStep[n + 1] ?? { states: [], transitions: [] }],
    }
    nodes.push(node)
    before = step.state
  }
  return nodes
}

/** A beginning and one more event, for a transition no generated path drives (graph.ts's extension). */
function extended(node: Node, event: EventObject): Node | null {
  const last = node.steps[node.steps.length - 1] as PathStep
  const { perStep, snapshots } = stepCovers(node.start, [...node.events, event])
  const state = snapshots[snapshots.length - 1] as AnyMachineSnapshot
  const step = { event, state }
  const sim = node.sims[node.sims.length - 1] ?? null
  const ops = plan(last.state, step, sim)
  if (!ops) return null
  return {
    ...node,
    name: `${node.name} (${eventLabel(event)}) → ${stateName(state)} (${event.type})`,
    events: [...node.events, event],
    steps: [...node.steps, step],
    plans: [...node.plans, ops],
    sims: [...node.sims, advance(sim, ops, last.state, state, node.start)],
    seconds: node.seconds + cost(ops, sim),
    perStep: [...node.perStep, perStep[perStep.length - 1] ?? { states: [], transitions: [] }],
  }
}

/**
 * Greedy cover over what graph.ts generates from each start: the driveable beginning of a generated
 * path that reaches the most states and transitions not yet reached per second (so a path is cut after
 * its last step that reaches something new); then, for what is still unreached, a beginning plus one
 * event (as graph.ts extends its paths, from any beginning); last, a path others make redundant goes.
 */
function selectWizardPaths() {
  // Each generated path's driveable beginnings, shortest first; each beginning once.
  const lines: Node[][] = []
  const known = new Set<string>()
  for (const [start, input] of Object.entries(WIZARD_INPUTS) as [StartName, unknown][]) {
    for (const path of generatePaths(wizardMachine, { input, events: WIZARD_EVENTS })) {
      for (const prelude of start === 'customer' || start === 'visitor' ? [false, true] : [false]) {
        const line = beginnings(path, start, prelude).filter((node) => {
          const key = `${start}|${prelude}|${node.name}`
          if (known.has(key)) return false
          known.add(key)
          return true
        })
        if (line.length) lines.push(line)
      }
    }
  }
  const all = declared(wizardMachine)
  const reached = new Set<string>()
  const keysOf = (step: Node['perStep'][number]) => [...step.states, ...step.transitions]
  const chosen: Node[] = []
  const take = (node: Node) => {
    chosen.push(node)
    for (const step of node.perStep) for (const key of keysOf(step)) reached.add(key)
  }
  /** The beginning that reaches most per second; a line's beginnings share their steps. */
  const best = (pool: Node[][]) => {
    let found: { node: Node; score: number } | null = null
    for (const line of pool) {
      const first = line[0] as Node
      const seen = new Set<string>()
      let gain = 0
      const count = (step: Node['perStep'][number]) => {
        for (const key of keysOf(step)) if (!reached.has(key) && !seen.has(key) && seen.add(key)) gain += 1
      }
      for (const step of first.perStep.slice(0, -1)) count(step)
      for (const node of line) {
        count(node.perStep[node.perStep.length - 1] as Node['perStep'][number])
        if (gain > 0 && (!found || gain / node.seconds > found.score))
          found = { node, score: gain / node.seconds }
      }
    }
    return found?.node ?? null
  }
  for (let node = best(lines); node; node = best(lines)) take(node)

  const unreached = () => all.transitions.filter((key) => !reached.has(key))
  for (;;) {
    const missing = new Set(unreached())
    const extensions: Node[][] = []
    for (const node of lines.flat()) {
      const last = node.steps[node.steps.length - 1] as PathStep
      for (const event of WIZARD_EVENTS) {
        const enabled = model.getTransitionData(last.state as never, event as never) ?? []
        if (!enabled.some((t) => missing.has(transitionKeyOf(t)))) continue
        const more = extended(node, event)
        if (more) extensions.push([more])
      }
    }
    const node = best(extensions)
    if (!node) break
    take(node)
  }

  for (const node of [...chosen].sort((a, b) => b.seconds - a.seconds)) {
    const others = new Set(
      chosen.filter((other) => other !== node).flatMap((other) => other.perStep.flatMap(keysOf)),
    )
    if (node.perStep.flatMap(keysOf).every((key) => others.has(key))) chosen.splice(chosen.indexOf(node), 1)
  }
  return chosen.map((node) => ({
    start: node.start,
    prelude: node.prelude,
    name: node.name,
    events: node.steps.map((step) => step.event),
    plans: node.plans,
    seconds: node.seconds,
  }))
}

type Chosen = ReturnType<typeof selectWizardPaths>[number]

/** The selection depends only on these sources: it is kept in the system's temp folder between runs. */
const SOURCES = [
  '../../../machines/wizard/wizard.machine.ts',
  '../../../machines/testing/abstract-model.ts',
  '../../../machines/testing/coverage.ts',
  './graph.ts',
  './wizard-plan.ts',
  '../../../node_modules/@xstate/graph/package.json',
  '../../../node_modules/xstate/package.json',
]

function cachedSelection(): Chosen[] {
  const hash = createHash('sha256')
  for (const source of SOURCES) hash.update(readFileSync(new URL(source, import.meta.url)))
  const file = join(tmpdir(), `altura-wizard-paths-${hash.digest('hex').slice(0, 16)}.json`)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Chosen[]
  } catch {
    const chosen = selectWizardPaths()
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, JSON.stringify(chosen))
    renameSync(partial, file)
    return chosen
  }
}

/** The wizard's browser paths: each with its start, the steps replayed on the machine, and its ops. */
export function wizardPaths(): PlannedPath[] {
  return cachedSelection().map((chosen) => {
    const { perStep, snapshots } = stepCovers(chosen.start, chosen.events.slice(1))
    const states = new Set(perStep.flatMap((step) => step.states))
    const transitions = new Set(perStep.flatMap((step) => step.transitions))
    return {
      name: chosen.name,
      start: chosen.start,
      prelude: chosen.prelude,
      plans: chosen.plans,
      seconds: chosen.seconds,
      steps: chosen.events.map((event, n) => ({ event, state: snapshots[n] as AnyMachineSnapshot })),
      covers: { states: [...states], transitions: [...transitions] },
    }
  })
}
