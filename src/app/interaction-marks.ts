/**
 * Named interaction timings as User Timing entries (`performance.measure`), which the interaction bench
 * (tests/bench/interaction.ts) reads in Chromium. A measure starts when the customer acts and ends once
 * the answer has been painted; nothing else reads them, and they cost a mark each.
 */
export type InteractionName =
  | 'results:first-render'
  | 'results:sort'
  | 'results:page'
  | 'map:first-paint'
  | 'map:pan'
  | 'map:pan-clustered'

const started = new Set<InteractionName>()
const measuredOnce = new Set<InteractionName>()

/** The customer acted: `name`'s clock starts now. */
export function beginInteraction(name: InteractionName): void {
  if (typeof performance === 'undefined') return
  performance.mark(`${name}:start`)
  started.add(name)
}

/** Runs `then` after the browser has painted what the current render committed. */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0))
}

/**
 * The answer to `name` is committed: measured once painted. Without a start, nothing is measured, unless
 * `fromNavigation` (a first render, measured once from the page's navigation start).
 */
export function endInteraction(name: InteractionName, options: { fromNavigation?: boolean } = {}): void {
  if (typeof performance === 'undefined') return
  const fromStart = started.has(name)
  if (!fromStart && !(options.fromNavigation && !measuredOnce.has(name))) return
  started.delete(name)
  measuredOnce.add(name)
  afterPaint(() => {
    performance.mark(`${name}:end`)
    performance.measure(name, fromStart ? `${name}:start` : undefined, `${name}:end`)
  })
}
