import { useEffect, useRef } from 'react'

/**
 * The form's controls by field, and the focus moved to the first field in error each time a submit is
 * refused or a request fails (`attempts` grows), so a keyboard or screen-reader user lands on what to fix.
 */
export function useFieldFocus<F extends string>(attempts: number, firstInvalid: F | null) {
  const elements = useRef(new Map<F, HTMLElement>())
  const callbacks = useRef(new Map<F, (element: HTMLElement | null) => void>())
  const register = (field: F) => {
    let callback = callbacks.current.get(field)
    if (!callback) {
      callback = (element) => {
        if (element) elements.current.set(field, element)
        else elements.current.delete(field)
      }
      callbacks.current.set(field, callback)
    }
    return callback
  }
  const first = useRef(firstInvalid)
  first.current = firstInvalid
  useEffect(() => {
    if (attempts === 0 || !first.current) return
    const element = elements.current.get(first.current)
    if (!element) return
    element.focus({ preventScroll: true })
    // The whole field (its label or question, and its message) comes into view, not just the input.
    const around = element.closest('fieldset, .auth-field, .auth-check') ?? element
    around.scrollIntoView({ block: 'center' })
  }, [attempts])
  return register
}
