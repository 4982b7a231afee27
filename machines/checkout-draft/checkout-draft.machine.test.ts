import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor } from 'xstate'
import { customer } from '../testing/customer'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { checkoutDraftMachine } from './checkout-draft.machine'
import { storedDraft } from './checkout-draft.rules'
import type { CheckoutDraftEmitted, CheckoutDraftEvent } from './checkout-draft.types'

const user = customer({
  first_name: 'Giulia',
  last_name: 'Rossi',
  email: 'giulia@example.com',
  contact_phone: '+39 3331234567',
})
const SCOPE = 'AB123CD|01/03/2027 10:00|03/03/2027 10:00'
const on = { user, scope: SCOPE }

const answers = {
  address: 'Via Roma',
  house_number: '1',
  city: 'Milano',
  postal_code: '20121',
  profiling_consent: true,
  marketing_consent: false,
  accept_privacy_policy: true,
  accept_terms: true,
} as const

function start(stored: Parameters<typeof storedDraft>[0] | null = null) {
  let keys = 0
  const actor = createActor(checkoutDraftMachine, {
    input: { stored: stored ? storedDraft(stored) : null, newKey: () => `K${++keys}` },
  })
  const heard: CheckoutDraftEmitted[] = []
  actor.on('*', (event) => heard.push(event))
  actor.start()
  const fill = () => {
    for (const [field, value] of Object.entries(answers))
      actor.send({ type: 'field.change', ...on, field, value, answer: null } as CheckoutDraftEvent)
  }
  return { actor, heard, fill }
}

describe('checkout draft', () => {
  it('starts empty, then holds what the customer types for this customer and booking', () => {
    const { actor, fill } = start()
    expect(actor.getSnapshot().context.draft).toBeNull()
    fill()
    const draft = actor.getSnapshot().context.draft
    expect(draft).toMatchObject({
      owner: 'u1',
      scope: SCOPE,
      values: { first_name: 'Giulia', city: 'Milano' },
    })
  })

  it('Book with a field missing names the first one to fix and keeps the errors', () => {
    const { actor, heard } = start()
    actor.send({ type: 'draft.submit', ...on })
    expect(heard).toEqual([{ type: 'draft.invalid', first: 'address' }])
    expect(actor.getSnapshot().context.draft?.errors).toMatchObject({ address: expect.any(String) })
  })

  it('Book with every field right gives the details, and the same details keep the same key', () => {
    const { actor, heard, fill } = start()
    fill()
    actor.send({ type: 'draft.submit', ...on })
    actor.send({ type: 'draft.submit', ...on })
    expect(heard.map((event) => event.type)).toEqual(['draft.valid', 'draft.valid'])
    const keys = heard.map((event) => (event.type === 'draft.valid' ? event.details.idempotency_key : null))
    expect(keys).toEqual(['K1', 'K1'])
    actor.send({ type: 'field.change', ...on, field: 'city', value: 'Roma', answer: null })
    actor.send({ type: 'draft.submit', ...on })
    const last = heard.at(-1)
    expect(last?.type === 'draft.valid' && last.details.idempotency_key).not.toBe('K1')
  })

  it('a reload starts from the stored draft; the end of the session forgets it', () => {
    const first = start()
    first.fill()
    const kept = first.actor.getSnapshot().context.draft
    const { actor } = start(kept)
    expect(actor.getSnapshot().context.draft).toMatchObject({
      owner: 'u1',
      scope: SCOPE,
      values: { first_name: 'Giulia', city: 'Milano', accept_terms: true },
    })
    actor.send({ type: 'draft.forget' })
    expect(actor.getSnapshot().context.draft).toBeNull()
  })
})

describe('checkout draft, model-based paths', () => {
  it('reaches every state and transition from generated paths', async () => {
    const events: CheckoutDraftEvent[] = [
      { type: 'field.change', ...on, field: 'city', value: 'Milano', answer: null },
      { type: 'draft.submit', ...on },
      { type: 'draft.forget' },
    ]
    const result = await coverMachineWithPaths({
      machine: checkoutDraftMachine,
      inputs: [{ stored: null, newKey: () => 'K' }],
      events,
      serializeState: (snapshot: AnyMachineSnapshot) =>
        JSON.stringify({ value: snapshot.value, drafted: snapshot.context.draft !== null }),
    })
    expectFullCoverage(result, 'checkoutDraft')
  })
})
