import { describe, expect, it } from 'vitest'
import { FIELD_ERROR } from '../../src/contract/rules'
import { customer } from '../testing/customer'
import type { WizardError } from '../wizard/wizard.types'
import {
  type CheckoutDraft,
  changeField,
  draftFor,
  firstInvalid,
  restoredDraft,
  serverErrors,
  storedDraft,
  submitDraft,
} from './checkout-draft.rules'
// The rules as the forms that take a phone or an address have them (rules.ts, NumberingPlans).
import '../../src/contract/numbering-plans'

const user = customer({
  first_name: 'Giulia',
  last_name: 'Rossi',
  email: 'giulia@example.com',
  contact_phone: '+39 3331234567',
})

const SCOPE = 'AB123CD|01/03/2027 10:00|03/03/2027 10:00'

/** A draft the customer has completed. */
function completed(): CheckoutDraft {
  let draft = draftFor(null, user, SCOPE)
  const answers = {
    address: 'Via Roma',
    house_number: '1',
    city: 'Milano',
    postal_code: '20121',
    marketing_consent: false,
    profiling_consent: true,
    accept_privacy_policy: true,
    accept_terms: true,
  } as const
  for (const [field, value] of Object.entries(answers)) {
    draft = changeField(draft, field as keyof typeof answers, value, null)
  }
  return draft
}

const bookingError = (errors: Record<string, string[]>): WizardError => ({
  during: 'booking',
  failure: { code: Object.values(errors)[0]?.[0] ?? 'x', message: 'Validation failed', errors },
})

describe('the draft outlives the screen', () => {
  it('is the same draft for the same customer and booking', () => {
    const draft = completed()
    expect(draftFor(draft, user, SCOPE)).toBe(draft)
  })

  it('keeps the details, takes the consents from the account and asks privacy and terms again for another booking', () => {
    const next = draftFor(completed(), user, 'EF456GH|05/03/2027 10:00|07/03/2027 10:00')
    expect(next.values).toMatchObject({
      address: 'Via Roma',
      city: 'Milano',
      marketing_consent: false,
      profiling_consent: false,
      accept_privacy_policy: false,
      accept_terms: false,
    })
    expect(next.attempt).toBeNull()
  })

  it("starts from another customer's own stored details", () => {
    const other = { ...user, id: 'u2', first_name: 'Marco' }
    const next = draftFor(completed(), other, SCOPE)
    expect(next.values).toMatchObject({ first_name: 'Marco', address: '', accept_terms: false })
  })
})

describe('Book', () => {
  it('reports every invalid field at once and names the first to focus', () => {
    let draft = changeField(completed(), 'city', '', null)
    draft = changeField(draft, 'accept_terms', false, null)
    draft = changeField(draft, 'postal_code', '20A21', null)
    const { draft: after, outcome } = submitDraft(draft, 'k1')
    expect(outcome).toEqual({ ok: false, first: 'city' })
    expect(after.errors).toEqual({
      city: FIELD_ERROR.city,
      postal_code: FIELD_ERROR.postalCodeFormat,
      accept_terms: 'common.input_error.accept_terms',
    })
    expect(after.values.city).toBe('')
  })

  it('keeps what was typed for a reload, and reads it back without errors', () => {
    const { draft: failed } = submitDraft(changeField(completed(), 'city', '', null), 'k1')
    const stored = JSON.parse(JSON.stringify(storedDraft(failed)))
    expect(stored).toEqual({ owner: 'u1', scope: SCOPE, values: failed.values, attempt: null })
    const back = restoredDraft(stored)
    expect(back).toMatchObject({ owner: 'u1', scope: SCOPE, values: failed.values, errors: {} })
    expect(draftFor(back, user, SCOPE)).toBe(back)
  })

  it('clears a field error as soon as the field is edited, keeping the others', () => {
    const draft = changeField(changeField(completed(), 'city', '', null), 'postal_code', '', null)
    const { draft: failed } = submitDraft(draft, 'k1')
    const edited = changeField(failed, 'city', 'Mil', null)
    expect(edited.errors).toEqual({ postal_code: FIELD_ERROR.postalCode })
  })

  it('keeps the idempotency key while nothing changed, so a double click or a retry books once', () => {
    const first = submitDraft(completed(), 'k1')
    const again = submitDraft(first.draft, 'k2')
    expect(first.outcome).toMatchObject({ ok: true, details: { idempotency_key: 'k1', city: 'Milano' } })
    expect(again.outcome).toMatchObject({ ok: true, details: { idempotency_key: 'k1' } })
  })

  it('keeps the key when an edit leaves the details as they were sent', () => {
    const first = submitDraft(completed(), 'k1')
    const same = changeField(changeField(first.draft, 'city', 'Milan', null), 'city', 'Milano ', null)
    expect(submitDraft(same, 'k2').outcome).toMatchObject({ details: { idempotency_key: 'k1' } })
  })

  it('takes a new key once the details change: a new attempt', () => {
    const first = submitDraft(completed(), 'k1')
    const changed = changeField(first.draft, 'additional_info', 'Scala B', null)
    expect(submitDraft(changed, 'k2').outcome).toMatchObject({ details: { idempotency_key: 'k2' } })
  })

  it('takes a new key for another booking', () => {
    const first = submitDraft(completed(), 'k1')
    const other = draftFor(first.draft, user, 'EF456GH|05/03/2027 10:00|07/03/2027 10:00')
    expect(other.attempt).toBeNull()
  })
})

describe('server answers', () => {
  it('shows field errors on their fields, the first in form order', () => {
    const answer = bookingError({
      postal_code: [FIELD_ERROR.postalCode],
      phone: [FIELD_ERROR.phone],
    })
    const shown = serverErrors(completed(), answer)
    expect(shown).toEqual({
      errors: { postal_code: FIELD_ERROR.postalCode, phone_number: FIELD_ERROR.phone },
      onFields: true,
      elsewhere: false,
    })
    expect(firstInvalid(shown.errors)).toBe('phone_number')
  })

  it('says when the server named something the form does not show', () => {
    const answer = bookingError({ selected_prices: ['booking.price_mismatch'], address_type: ['x'] })
    expect(serverErrors(completed(), answer)).toEqual({ errors: {}, onFields: false, elsewhere: true })
  })

  it('hides a field error once the customer edits that field, until the next answer', () => {
    const answer = bookingError({ city: [FIELD_ERROR.city], postal_code: [FIELD_ERROR.postalCode] })
    const edited = changeField(completed(), 'city', 'Milano 2', answer)
    expect(serverErrors(edited, answer)).toMatchObject({
      errors: { postal_code: FIELD_ERROR.postalCode },
      onFields: true,
    })
    const next = bookingError({ city: [FIELD_ERROR.city] })
    expect(serverErrors(edited, next).errors).toEqual({ city: FIELD_ERROR.city })
  })

  it('ignores a failed hold (not a booking answer)', () => {
    const lock: WizardError = { during: 'lock', failure: { code: 'lock.taken', errors: { city: ['x'] } } }
    expect(serverErrors(completed(), lock)).toEqual({ errors: {}, onFields: false, elsewhere: false })
  })
})
