import { useSyncExternalStore } from 'react'
import type { WizardError } from '../../../machines/wizard/wizard.types'
import type { CheckoutField, CheckoutForm } from '../../contract/checkout'
import type { User } from '../../contract/user'
import { type CheckoutDraft, changeField, draftFor, type SubmitOutcome, submitDraft } from './checkout-draft'

// One draft per visit, in memory: it survives the screen unmounting (a renewed hold passes through
// the extras step) and is never written to storage.
let current: CheckoutDraft | null = null
const listeners = new Set<() => void>()

function publish(next: CheckoutDraft): void {
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A fresh key for a new checkout attempt (randomUUID needs a secure context; the fallback does not). */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type CheckoutDraftApi = {
  draft: CheckoutDraft
  change: <F extends CheckoutField>(field: F, value: CheckoutForm[F], answer: WizardError | null) => void
  submit: () => SubmitOutcome
}

/** The customer's checkout draft for this booking (`scope`), prefilled from the stored user. */
export function useCheckoutDraft(user: User | null | undefined, scope: string): CheckoutDraftApi {
  const draft = useSyncExternalStore(subscribe, () => {
    // Same customer and booking: the same object, so React sees no change.
    current = draftFor(current, user, scope)
    return current
  })
  return {
    draft,
    change: (field, value, answer) =>
      publish(changeField(draftFor(current, user, scope), field, value, answer)),
    submit: () => {
      const { draft: next, outcome } = submitDraft(draftFor(current, user, scope), newAttemptKey())
      publish(next)
      return outcome
    },
  }
}
