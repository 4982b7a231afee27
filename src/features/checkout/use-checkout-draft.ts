import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { CheckoutDraftMachine } from '../../../machines/checkout-draft/checkout-draft.machine'
import { type CheckoutDraft, draftFor } from '../../../machines/checkout-draft/checkout-draft.rules'
import type { WizardError } from '../../../machines/wizard/wizard.types'
import type { CheckoutField, CheckoutForm } from '../../contract/checkout'
import type { User } from '../../contract/user'

export type CheckoutDraftApi = {
  draft: CheckoutDraft
  change: <F extends CheckoutField>(field: F, value: CheckoutForm[F], answer: WizardError | null) => void
  /** Book: valid details go to the wizard (actors.ts); invalid ones call `onInvalid`. */
  submit: () => void
}

/**
 * The customer's checkout draft for this booking (`scope`), prefilled from the signed-in user: what the
 * app's checkout draft actor holds for them, or a fresh draft until they type.
 */
export function useCheckoutDraft(user: User | null, scope: string, onInvalid: () => void): CheckoutDraftApi {
  const { actors } = useRouteContext({ from: '__root__' })
  const actor = actors.checkoutDraft
  const select = useCallback(
    (snapshot: SnapshotFrom<CheckoutDraftMachine>) => draftFor(snapshot.context.draft, user, scope),
    [user, scope],
  )
  const draft = useSelector(actor, select)
  useEffect(() => actor.on('draft.invalid', onInvalid).unsubscribe, [actor, onInvalid])
  return {
    draft,
    change: (field, value, answer) =>
      actor.send({ type: 'field.change', user, scope, field, value, answer } as never),
    submit: () => actor.send({ type: 'draft.submit', user, scope }),
  }
}
