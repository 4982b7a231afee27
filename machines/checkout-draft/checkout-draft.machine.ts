import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate'
import { changeField, draftFor, restoredDraft, submitDraft } from './checkout-draft.rules'
import type {
  CheckoutDraftContext,
  CheckoutDraftEmitted,
  CheckoutDraftEvent,
  CheckoutDraftInput,
} from './checkout-draft.types'

/**
 * The checkout form as the customer left it (SPEC §2 tab4). It lives as long as the page, not the
 * screen: a hold renewed from checkout passes through the extras step, an error or a login detour
 * comes back to it, and a reload starts it from the tab's stored copy (the storage bridge keeps it).
 * Book validates every field at once and says what it found; the same details keep the same
 * idempotency key, so a retry books once. The session's end forgets it. See README.md.
 */
export const checkoutDraftMachineId = 'checkoutDraft'

export const checkoutDraftMachine = setup({
  types: {
    context: {} as CheckoutDraftContext,
    input: {} as CheckoutDraftInput,
    events: {} as CheckoutDraftEvent,
    emitted: {} as CheckoutDraftEmitted,
  },
  actions: {
    change: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'field.change')
        const draft = draftFor(context.draft, event.user, event.scope)
        return changeField(draft, event.field, event.value, event.answer)
      },
    }),
    submit: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'draft.submit')
      const { draft, outcome } = submitDraft(
        draftFor(context.draft, event.user, event.scope),
        context.newKey(),
      )
      enqueue.assign({ draft })
      enqueue(
        emit(
          outcome.ok
            ? { type: 'draft.valid' as const, details: outcome.details }
            : { type: 'draft.invalid' as const, first: outcome.first },
        ),
      )
    }),
  },
}).createMachine({
  id: checkoutDraftMachineId,
  description: 'The checkout form as the customer left it, kept across the screen, a detour and a reload.',
  context: ({ input }) => ({
    draft: input.stored ? restoredDraft(input.stored) : null,
    newKey: input.newKey,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'change' },
        'draft.submit': { actions: 'submit' },
        'draft.forget': { actions: assign({ draft: null }) },
      },
    },
  },
})

export type CheckoutDraftMachine = typeof checkoutDraftMachine
