import { useSyncExternalStore } from 'react'
import type { WizardError } from '../../../machines/wizard/wizard.types'
import { onSessionEnd } from '../../app/session-end'
import type { CheckoutField, CheckoutForm } from '../../contract/checkout'
import type { User } from '../../contract/user'
import { readTab, writeTab } from '../../storage/storage'
import {
  type CheckoutDraft,
  changeField,
  draftFor,
  restoredDraft,
  type SubmitOutcome,
  storedDraft,
  submitDraft,
} from './checkout-draft'

// One draft per tab: in memory while the app runs (it survives the screen unmounting, as when a renewed
// hold passes through the extras step), and in the tab's session storage so a reload keeps it.
let current: CheckoutDraft | null | undefined
const listeners = new Set<() => void>()

function draftNow(): CheckoutDraft | null {
  if (current === undefined) {
    const stored = readTab('checkout_draft')
    current = stored ? restoredDraft(stored) : null
  }
  return current
}

function publish(next: CheckoutDraft): void {
  current = next
  writeTab('checkout_draft', storedDraft(next))
  for (const listener of listeners) listener()
}

/** Logging out (or another visit) forgets the draft in memory; storage is cleared by the caller. */
function forgetCheckoutDraft(): void {
  current = null
  for (const listener of listeners) listener()
}
onSessionEnd(forgetCheckoutDraft)

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
    current = draftFor(draftNow(), user, scope)
    return current
  })
  return {
    draft,
    change: (field, value, answer) =>
      publish(changeField(draftFor(draftNow(), user, scope), field, value, answer)),
    submit: () => {
      const { draft: next, outcome } = submitDraft(draftFor(draftNow(), user, scope), newAttemptKey())
      publish(next)
      return outcome
    },
  }
}
