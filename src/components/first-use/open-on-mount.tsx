import { type Context, type RefObject, useContext, useEffect, useLayoutEffect, useRef } from 'react'
import { setInteractionModality } from 'react-aria-components'
import type { Opening } from './first-use'

/**
 * Placed inside a full widget that replaced its plain stand-in: when the stand-in was used to open it, the
 * widget opens at once, the way it was asked to, with the focus on its own trigger first (so the focus
 * returns there when it closes). A list opens only once its options are collected, a render or two after
 * mounting, so the opening is tried on each render until it takes, for the first frames only: after that,
 * the widget is the user's.
 */
export function OpenOnMount<S extends { isOpen: boolean }>({
  opening,
  state,
  trigger,
  open,
}: {
  opening: Opening | null
  state: Context<S | null>
  trigger: RefObject<HTMLElement | null>
  open: (state: S, opening: Opening) => void
}) {
  const current = useContext(state)
  const pending = useRef(opening !== null)
  const focused = useRef(false)
  useLayoutEffect(() => {
    if (!pending.current || !opening || !current) return
    if (!focused.current) {
      focused.current = true
      setInteractionModality(opening.modality)
      trigger.current?.focus({ preventScroll: true })
    }
    if (current.isOpen) pending.current = false
    else open(current, opening)
  })
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        pending.current = false
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [])
  return null
}
