import type { Snapshot } from 'xstate'
import type {
  Narrowing,
  ResultsContext,
  ResultsLayout,
  ResultsSearch,
} from '../../machines/results/results.types'

/**
 * The machine states a page drawn on the server was drawn from (src/prerender/live-page.tsx): sent with
 * the page as JSON (`<script type="application/json" id="first-states">`), so the app starts its first
 * screen where the drawn page already is, instead of asking the server the same question again. Each is
 * used once: a screen opened later (another search, back and forth) asks for itself.
 *
 * A screen reads its state while it renders and forgets it once it is on the page (`forgetFirstState`,
 * from an effect), never as it renders: React may render a screen, throw that render away and render it
 * again (a tap while it takes the drawn page over restarts the take-over), and the second render must
 * find the same state, or it draws something else than the drawing and the page is drawn again.
 */
export type FirstStates = Record<string, unknown>

const states = new Map<string, unknown>()

/** The results of one search at one layout (each layout asks for its own page size), as narrowed. */
export function resultsStateKey(search: ResultsSearch, layout: ResultsLayout, narrowing: Narrowing): string {
  const { family, language, model, lat, lng, cap, dateFrom, timeFrom, dateTo, timeTo } = search
  const { fuel, gearbox, minSeats, priceMin, priceMax, wide } = narrowing
  return `results:${layout}:${JSON.stringify([family, language, model, lat, lng, cap, dateFrom, timeFrom, dateTo, timeTo, [...fuel].sort(), [...gearbox].sort(), minSeats, priceMin, priceMax, wide])}`
}

export function primeFirstStates(first: FirstStates): void {
  for (const [key, state] of Object.entries(first)) states.set(key, state)
}

/** The state drawn for `key`, until it is forgotten. */
export function readFirstState(key: string): unknown {
  return states.get(key)
}

/** The screen drawn from `key` is on the page: a later one with the same key asks for itself. */
export function forgetFirstState(key: string): void {
  states.delete(key)
}

/** The state drawn for `key`, once; later calls find nothing (the drawing's own use, in one render). */
export function takeFirstState(key: string): unknown {
  const state = readFirstState(key)
  forgetFirstState(key)
  return state
}

/**
 * The results state drawn for `key`, when it is one a results screen can start from: results shown for
 * this very search and layout. Anything else is ignored and the screen searches. Read, not taken: the
 * screen forgets it once it has mounted.
 */
export function readDrawnResults(key: string): Snapshot<unknown> | undefined {
  const state = readFirstState(key)
  if (!state || typeof state !== 'object') return undefined
  const { status, value, context } = state as {
    status?: unknown
    value?: { showing?: { page?: unknown } }
    context?: Partial<ResultsContext>
  }
  const ready = status === 'active' && value?.showing?.page === 'ready'
  const fits =
    context?.search &&
    context.layout &&
    Array.isArray(context.vehicles) &&
    context.narrowing &&
    resultsStateKey(context.search, context.layout, context.narrowing) === key
  return ready && fits ? (state as Snapshot<unknown>) : undefined
}

/** What the page sent with it, if anything: a missing or broken element is no state at all. */
export function readFirstStates(document: Document): FirstStates {
  const element = document.getElementById('first-states')
  if (!element?.textContent) return {}
  try {
    const parsed: unknown = JSON.parse(element.textContent)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FirstStates) : {}
  } catch {
    return {}
  } finally {
    element.remove()
  }
}

/**
 * While the server draws a page: the screens that would ask the server for their first state say what
 * they need, so the page can be drawn again with the answers.
 */
export type FirstStateRequest = {
  kind: 'results'
  key: string
  search: ResultsSearch
  layout: ResultsLayout
  narrowing: Narrowing
}

let collector: ((request: FirstStateRequest) => void) | undefined

export function collectFirstStates(collect: ((request: FirstStateRequest) => void) | undefined): void {
  collector = collect
}

export function requestFirstState(request: FirstStateRequest): void {
  collector?.(request)
}
