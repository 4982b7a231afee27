import { useRouter } from '@tanstack/react-router'
import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * Whether this screen was reached from another page of the app (not a fresh page load). Read on the
 * first render: while the router commits a navigation, the location it resolved last is still the page
 * the customer came from; before the first page has loaded there is none, and a part of a drawn page
 * React takes over after the rest (its route's content) finds the page itself there.
 */
export function useArrivedInApp(): boolean {
  const router = useRouter()
  const [arrived] = useState(() => {
    const { resolvedLocation: from, location: here } = router.state
    return from !== undefined && (from.href !== here.href || from.state.__TSR_key !== here.state.__TSR_key)
  })
  return arrived
}

/**
 * A screen's title takes the focus when the customer arrives from another page of the app, so keyboard
 * and screen-reader users start at the new screen instead of at the top of the document. A fresh load
 * leaves the focus to the browser, and an open dialog keeps it. `ready` holds it until the title shows.
 */
export function useFocusOnArrival(title: RefObject<HTMLElement | null>, ready = true): void {
  const arrived = useArrivedInApp()
  const done = useRef(false)
  useEffect(() => {
    if (!arrived || !ready || done.current || !title.current) return
    done.current = true
    if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return
    title.current.focus()
  }, [arrived, ready, title])
}
