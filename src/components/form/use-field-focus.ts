import { type RefObject, useEffect, useRef } from 'react'

/** What holds a control with its label or question and its message: it all comes into view together. */
const FIELD = 'fieldset, .auth-field, .auth-check, .checkout-field, .checkout-check, .login-field'

/** The form's controls by field, so the focus can go to the one that needs attention. */
export function useFieldRefs<F extends string>() {
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
  const focus = (field: F) => {
    const element = elements.current.get(field)
    if (!element) return
    element.focus({ preventScroll: true })
    // The whole field (its label or question, and its message) comes into view, not just the input.
    const around = element.closest(FIELD) ?? element
    around.scrollIntoView({ block: 'center' })
  }
  return { register, focus }
}

/**
 * The form's controls by field, and the focus moved to the first field in error each time a submit is
 * refused or a request fails (each new `attempt`: a count, or the failure itself), so a keyboard or
 * screen-reader user lands on what to fix; with no field in error, on `orElse` (the form's alert).
 */
export function useFieldFocus<F extends string>(
  attempt: unknown,
  firstInvalid: F | null,
  orElse?: RefObject<HTMLElement | null>,
) {
  const refs = useFieldRefs<F>()
  const first = useRef(firstInvalid)
  first.current = firstInvalid
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves the focus once per attempt.
  useEffect(() => {
    if (!attempt) return
    if (first.current) refs.focus(first.current)
    else orElse?.current?.focus()
  }, [attempt])
  return refs
}
