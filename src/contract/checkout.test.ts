import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_GROUPS,
  type CheckoutForm,
  checkoutFormFor,
  formFieldOf,
  joinPhone,
  splitPhone,
  TERMS_ERROR,
  validateCheckout,
} from './checkout'
import { FIELD_ERROR } from './rules'
import type { User } from './user'
import { sampleUser } from './user.fixtures'
// The rules as the forms that take a phone or an address have them (rules.ts, NumberingPlans).
import './numbering-plans'

/** The stored customer, as Giulia: the billing preference and marketing consent set. */
const user: User = {
  ...sampleUser,
  first_name: 'Giulia',
  last_name: 'Rossi',
  email: 'giulia@example.com',
  preference: { ...sampleUser.preference, send_billing_to_this_address: true, contact_by_email: false },
  marketing_consent: true,
}

const complete: CheckoutForm = {
  ...checkoutFormFor(user),
  marketing_consent: false,
  profiling_consent: true,
  accept_privacy_policy: true,
  accept_terms: true,
}

const failure = (form: CheckoutForm) => {
  const result = validateCheckout(form)
  return result.ok ? null : { errors: result.errors, first: result.first }
}

describe('checkout prefill from the stored user (SPEC §6)', () => {
  it('copies name, email, phone, the saved address and the billing preference', () => {
    expect(checkoutFormFor(user)).toMatchObject({
      first_name: 'Giulia',
      last_name: 'Rossi',
      email: 'giulia@example.com',
      phone_prefix: '+39',
      phone_number: '3331234567',
      alias: 'Casa',
      address: 'Via Roma',
      house_number: '1',
      additional_info: '',
      city: 'Milano',
      postal_code: '20121',
      country: 'IT',
      address_type: 'home',
      send_billing_to_this_address: true,
    })
  })

  it('answers marketing and profiling as at registration, asks privacy and terms afresh', () => {
    expect(checkoutFormFor(user)).toMatchObject({
      marketing_consent: true,
      profiling_consent: false,
      accept_privacy_policy: false,
      accept_terms: false,
    })
  })

  it('offers a logged-in customer to save the details to the account, on by default', () => {
    expect(checkoutFormFor(user).save_to_account).toBe(true)
    expect(checkoutFormFor(null).save_to_account).toBe(false)
  })

  it('without a user or a saved address: empty fields, prefix +39, Italy', () => {
    const noAddress = { ...user, address: null, preference: { ...user.preference, contact_phone: null } }
    for (const form of [checkoutFormFor(null), checkoutFormFor(noAddress)]) {
      expect(form).toMatchObject({ phone_prefix: '+39', phone_number: '', address: '', country: 'IT' })
    }
  })
})

describe('phone as prefix and number (SPEC §5)', () => {
  it.each([
    ['+39 3331234567', '+39', '3331234567'],
    ['+393331234567', '+39', '3331234567'],
    ['+1 2025550123', '+1', '2025550123'],
    ['+3584012345678', '+358', '4012345678'],
    ['3331234567', '+39', '3331234567'],
    ['', '+39', ''],
    [null, '+39', ''],
  ])('splits %s into %s and %s', (stored, prefix, number) => {
    expect(splitPhone(stored)).toEqual({ prefix, number })
  })

  it.each([
    ['+39', '3331234567', '+39 3331234567'],
    ['39', '333 123 4567', '+39 3331234567'],
    [' +44 ', '7911-123-456', '+44 7911123456'],
  ])('joins %s and %s as %s', (prefix, number, phone) => {
    expect(joinPhone(prefix, number)).toBe(phone)
  })
})

describe('checkout validation: every group at once (departing from SPEC §5 on purpose)', () => {
  it('lists the groups in form order: personal data, address, promo code, consents, privacy and terms', () => {
    expect(CHECKOUT_GROUPS.map((group) => group.id)).toEqual([
      'personal',
      'address',
      'promo',
      'consents',
      'legal',
    ])
  })

  it.each<[string, Partial<CheckoutForm>, Record<string, string>]>([
    ['first name', { first_name: ' ' }, { first_name: FIELD_ERROR.firstName }],
    ['last name', { last_name: '' }, { last_name: FIELD_ERROR.lastName }],
    ['email', { email: 'giulia@' }, { email: FIELD_ERROR.email }],
    ['phone number', { phone_number: '333123' }, { phone_number: FIELD_ERROR.phone }],
    ['phone prefix', { phone_prefix: '+3901' }, { phone_prefix: FIELD_ERROR.phone }],
    ['empty phone', { phone_number: '' }, { phone_number: FIELD_ERROR.phone }],
    ['street', { address: '' }, { address: FIELD_ERROR.address }],
    ['house number', { house_number: '' }, { house_number: FIELD_ERROR.number }],
    ['city', { city: '' }, { city: FIELD_ERROR.city }],
    ['postal code', { postal_code: '' }, { postal_code: FIELD_ERROR.postalCode }],
    ['Italian postal code', { postal_code: '20A21' }, { postal_code: FIELD_ERROR.postalCodeFormat }],
    ['country', { country: '' }, { country: FIELD_ERROR.country }],
    ['promo code', { promo_code: 'SPRING' }, { promo_code: 'booking.input_error.promo_code' }],
    ['marketing', { marketing_consent: null }, { marketing_consent: FIELD_ERROR.marketing }],
    ['profiling', { profiling_consent: null }, { profiling_consent: FIELD_ERROR.profiling }],
    ['privacy', { accept_privacy_policy: false }, { accept_privacy_policy: FIELD_ERROR.privacy }],
    ['terms', { accept_terms: false }, { accept_terms: TERMS_ERROR }],
  ])('a missing or wrong %s is reported on its field', (_name, change, errors) => {
    expect(failure({ ...complete, ...change })).toEqual({ errors, first: Object.keys(errors)[0] })
  })

  it('reports every invalid field of every group in one go, and focuses the first in form order', () => {
    const result = failure({
      ...complete,
      email: '',
      first_name: '',
      city: '',
      country: '',
      accept_terms: false,
      marketing_consent: null,
    })
    expect(result).toEqual({
      errors: {
        first_name: FIELD_ERROR.firstName,
        email: FIELD_ERROR.email,
        country: FIELD_ERROR.country,
        city: FIELD_ERROR.city,
        marketing_consent: FIELD_ERROR.marketing,
        accept_terms: TERMS_ERROR,
      },
      first: 'first_name',
    })
  })

  it('checks the postal code against the chosen country', () => {
    expect(validateCheckout({ ...complete, country: 'DE', postal_code: '10115' }).ok).toBe(true)
    expect(validateCheckout({ ...complete, country: 'GB', postal_code: 'sw1a 1aa' }).ok).toBe(true)
    expect(failure({ ...complete, country: 'DE', postal_code: '1011' })?.errors).toEqual({
      postal_code: FIELD_ERROR.postalCodeFormat,
    })
  })

  it('books with a German or a French mobile; an impossible foreign number is refused', () => {
    const german = { ...complete, phone_prefix: '+49', phone_number: '1512 3456789' }
    const french = { ...complete, phone_prefix: '+33', phone_number: '6 12 34 56 78' }
    expect(validateCheckout(german)).toMatchObject({ ok: true, details: { phone: '+49 15123456789' } })
    expect(validateCheckout(french)).toMatchObject({ ok: true, details: { phone: '+33 612345678' } })
    expect(failure({ ...complete, phone_prefix: '+49', phone_number: '0000' })?.errors).toEqual({
      phone_number: FIELD_ERROR.phoneInternational,
    })
  })

  it('does not require alias, additional info or promo code', () => {
    const result = validateCheckout({ ...complete, alias: '', additional_info: '', promo_code: '' })
    expect(result.ok).toBe(true)
  })

  it('answers "no" to marketing and profiling as a valid choice', () => {
    expect(validateCheckout({ ...complete, marketing_consent: false, profiling_consent: false }).ok).toBe(
      true,
    )
  })

  it('gives the booking details trimmed, with the phone in SPEC form and empty extras as null', () => {
    const result = validateCheckout({
      ...complete,
      first_name: ' Giulia ',
      email: ' giulia@example.com ',
      phone_number: '333 123 4567',
      alias: ' ',
      save_to_account: false,
    })
    expect(result).toEqual({
      ok: true,
      details: {
        first_name: 'Giulia',
        last_name: 'Rossi',
        email: 'giulia@example.com',
        phone: '+39 3331234567',
        alias: null,
        address: 'Via Roma',
        house_number: '1',
        additional_info: null,
        country: 'IT',
        city: 'Milano',
        postal_code: '20121',
        address_type: 'home',
        send_billing_to_this_address: true,
        marketing_consent: false,
        profiling_consent: true,
        promo_code: null,
        accept_privacy_policy: true,
        accept_terms: true,
        save_to_account: false,
      },
    })
  })
})

describe('server field errors land on form fields', () => {
  it.each([
    ['first_name', 'first_name'],
    ['phone', 'phone_number'],
    ['postal_code', 'postal_code'],
    ['accept_privacy_policy', 'accept_privacy_policy'],
    ['promo_code', 'promo_code'],
    ['time_slot_lock_id', null],
    ['selected_prices', null],
    ['Idempotency-Key', null],
  ])('%s -> %s', (payloadField, formField) => {
    expect(formFieldOf(payloadField)).toBe(formField)
  })
})
