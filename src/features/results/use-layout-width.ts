import { useEffect, useSyncExternalStore } from 'react'
import type { ResultsLayout } from '../../../machines/results/results.types'

/** SPEC §9: narrow is a screen under 768 px. */
const NARROW_QUERY = '(max-width: 767px)'

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null

/** Where there is no screen (a page drawn on the server), the layout the page is drawn for. */
let layoutWithoutScreen: ResultsLayout = 'wide'

/** The server draws a page for a phone or a wider screen (src/prerender/live-page.tsx). */
export function drawForLayout(layout: ResultsLayout): void {
  layoutWithoutScreen = layout
}

/** The layout now: the results machine starts from it. */
export function currentLayout(): ResultsLayout {
  const list = media()
  if (!list) return layoutWithoutScreen
  return list.matches ? 'narrow' : 'wide'
}

function subscribe(onChange: () => void): () => void {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/**
 * The layout, re-rendering when the screen crosses 768 px (the filter panel or the phone bar). The same
 * while the app takes over a drawn page: that page was drawn for the layout the screen has now, or it
 * would have been hidden and drawn again (theme.js).
 */
export function useLayoutWidth(): ResultsLayout {
  return useSyncExternalStore(subscribe, currentLayout, currentLayout)
}

/** Tells an actor each time the screen crosses 768 px (`layout.change`). */
export function useLayoutEvents(send: (event: { type: 'layout.change'; layout: ResultsLayout }) => void) {
  useEffect(() => {
    const list = media()
    if (!list) return
    const onChange = () => send({ type: 'layout.change', layout: list.matches ? 'narrow' : 'wide' })
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [send])
}
