import { startTransition, useEffect, useState } from 'react'

/**
 * False on a page's first render (and in a page drawn on the server, which the browser takes over as it
 * is), true from the browser's first idle moment after it, in a transition: for a part below every page's
 * fold whose first render is costly, so that it is not part of the page's first commit. The footer's
 * search box is one: its comboboxes and fields render again synchronously as their stores start, eight
 * times on every load (docs/benchmarks.md, Lighthouse). A second at most on a busy phone.
 */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const show = () => startTransition(() => setReady(true))
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: 1_000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(show, 100)
    return () => clearTimeout(id)
  }, [])
  return ready
}
