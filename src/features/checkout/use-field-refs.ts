import { useRef } from 'react'
import type { CheckoutField } from '../../contract/checkout'

/** The input elements of the form by field, so focus can go to the first one that needs attention. */
export function useFieldRefs() {
  const elements = useRef(new Map<CheckoutField, HTMLInputElement>())
  const callbacks = useRef(new Map<CheckoutField, (element: HTMLInputElement | null) => void>())
  const register = (field: CheckoutField) => {
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
  const focus = (field: CheckoutField) => {
    const element = elements.current.get(field)
    if (!element) return
    element.focus({ preventScroll: true })
    // The whole field (its label or question, and its message) comes into view, not just the input.
    const around = element.closest('fieldset, .checkout-field, .checkout-check') ?? element
    around.scrollIntoView({ block: 'center' })
  }
  return { register, focus }
}
