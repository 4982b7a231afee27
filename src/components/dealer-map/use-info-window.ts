import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Which dealer's info window is open, and how it opened. A window opened by hovering or focusing a pin is
 * a preview: it closes when the pointer or focus leaves both the pin and the window. One opened by a
 * click or a tap, a key, or the dealer search is pinned: it stays until closed, and takes the focus.
 */
export type InfoWindow = { dealerId: string; pinned: boolean }

/** How long a preview waits before closing, so the pointer can travel from the pin to the window. */
const CLOSE_DELAY_MS = 250

export function useInfoWindow() {
  const [open, setOpen] = useState<InfoWindow | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  useEffect(() => cancel, [cancel])

  /** Hover: previews, but never replaces a pinned window. */
  const hover = useCallback(
    (dealerId: string) => {
      cancel()
      setOpen((current) => (current?.pinned ? current : { dealerId, pinned: false }))
    },
    [cancel],
  )
  /** Focus: follows the keyboard, except back onto the pin of the window already open. */
  const focus = useCallback(
    (dealerId: string) => {
      cancel()
      setOpen((current) => (current?.dealerId === dealerId ? current : { dealerId, pinned: false }))
    },
    [cancel],
  )
  const pin = useCallback(
    (dealerId: string) => {
      cancel()
      setOpen({ dealerId, pinned: true })
    },
    [cancel],
  )
  /** The pointer or focus left: a preview closes a moment later. */
  const leave = useCallback(() => {
    cancel()
    timer.current = setTimeout(() => setOpen((current) => (current?.pinned ? current : null)), CLOSE_DELAY_MS)
  }, [cancel])
  const close = useCallback(() => {
    cancel()
    setOpen(null)
  }, [cancel])

  return { open, hover, focus, pin, leave, stay: cancel, close }
}
