import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from './auth'
import {
  CurrentPasswordSchema,
  EmailSchema,
  FIELD_ERROR,
  ForgotEmailSchema,
  isStrongPassword,
  isValidPhone,
  isValidPostalCode,
  PasswordSchema,
  StrongPasswordSchema,
} from './rules'
import { SaveAddressRequestSchema } from './user'
// The rules as the forms that take a phone or an address have them (rules.ts, NumberingPlans).
import './numbering-plans'

const codes = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}:${issue.message}`)
}

describe('phone: SPEC §5 for +39 (exactly 10 digits), numbering plans for other prefixes', () => {
  const numbers = [
    '+39 3331234567',
    '+393331234567',
    '+1 2025550123',
    '+358 401234567',
    '+49 15123456789',
    '+33 612345678',
    '+44 7911123456',
  ]
  it.each(numbers)('%s is a phone number', (phone) => {
    expect(isValidPhone(phone)).toBe(true)
  })

  // Too short or long for the plan, no prefix, a prefix that is no country's, a stray space or dash.
  const notNumbers = [
    '+49 0000',
    '+33 12',
    '+1 0000000000',
    '3331234567',
    '+39 333123456',
    '+39 33312345678',
    '+3901 3331234567',
    '+39  3331234567',
    '+39-3331234567',
    '+ 3331234567',
    '+39 333 123 4567',
    ' +39 3331234567',
  ]
  it.each(notNumbers)('%s is not', (phone) => {
    expect(isValidPhone(phone)).toBe(false)
  })
})

describe('SPEC §5 passwords', () => {
  it.each([
    ['1234567', false],
    ['12345678', true],
    ['x'.repeat(64), true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
  ])('login/reset: %s valid=%s (8 to 128)', (password, valid) => {
    expect(v.is(PasswordSchema, password)).toBe(valid)
  })

  it.each([
    ['12345', false],
    ['123456', true],
  ])('current password: %s valid=%s (at least 6)', (password, valid) => {
    expect(v.is(CurrentPasswordSchema, password)).toBe(valid)
  })

  it.each([
    ['Str0ng!Pass', true],
    ['Àccènt1!é', true],
    ['lower1!lower', false],
    ['UPPER1!UPPER', false],
    ['NoDigit!Here', false],
    ['NoSpecial123', false],
    ['With space1A', false],
  ])('register strength: %s -> %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong)
  })

  it('reports too short before the strength rule', () => {
    expect(codes(StrongPasswordSchema, 'Ab1!')).toEqual([`:${FIELD_ERROR.password}`])
    expect(codes(StrongPasswordSchema, 'abcdefgh')).toEqual([`:${FIELD_ERROR.strength}`])
  })
})

describe('SPEC §5 email', () => {
  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+rent@example.co.uk', true],
    ['ada@', false],
    ['@example.com', false],
    ['ada example.com', false],
    [`${'a'.repeat(250)}@x.it`, false],
  ])('%s -> %s', (email, valid) => {
    expect(v.is(EmailSchema, email)).toBe(valid)
  })

  it('forgot password needs an @ first', () => {
    expect(codes(ForgotEmailSchema, 'no-at')).toEqual([`:${FIELD_ERROR.email}`])
  })
})

describe('forms', () => {
  const register = {
    language: 'it',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'Str0ng!Pass',
    password_confirmation: 'Str0ng!Pass',
    accept_privacy_policy: true,
    marketing_consent: false,
    profiling_consent: false,
  }

  it('register: address optional, country defaults to Italy', () => {
    expect(v.parse(RegisterRequestSchema, register).country).toBe('IT')
  })

  it.each([
    [{ password_confirmation: 'Other!Pass1' }, 'password_confirmation:common.input_error.password_match'],
    [{ password_confirmation: '' }, 'password_confirmation:common.input_error.repeat_password'],
    [{ first_name: '  ' }, 'first_name:common.input_error.first_name'],
    [{ accept_privacy_policy: false }, 'accept_privacy_policy:common.input_error.accept_privacy_policy'],
    [{ marketing_consent: undefined }, 'marketing_consent:common.input_error.marketing_consent'],
    [{ surprise: 1 }, 'surprise:common.input_error.unknown_field'],
  ])('register %o -> %s', (change, code) => {
    expect(codes(RegisterRequestSchema, { ...register, ...change })).toEqual([code])
  })

  it('a missing field reports its own code', () => {
    expect(codes(LoginRequestSchema, {})).toEqual([
      'email:common.input_error.email_error',
      'password:common.input_error.password_error',
    ])
  })

  it('change password: current 6+, the new one by the registration rule, repeat equal', () => {
    const ok = { current_password: '123456', password: 'Str0ng!Pass', password_confirmation: 'Str0ng!Pass' }
    expect(codes(ChangePasswordRequestSchema, ok)).toEqual([])
    expect(
      codes(ChangePasswordRequestSchema, { ...ok, password: '12345678', password_confirmation: '12345678' }),
    ).toEqual(['password:common.input_error.strength_password'])
    expect(codes(ChangePasswordRequestSchema, { ...ok, password_confirmation: '87654321' })).toEqual([
      'password_confirmation:common.input_error.password_match',
    ])
  })

  it('reset password: the token is required', () => {
    expect(
      codes(ResetPasswordRequestSchema, {
        token: '',
        email: 'a@b.co',
        password: 'Str0ng!Pass',
        password_confirmation: 'Str0ng!Pass',
      }),
    ).toEqual(['token:common.input_error.token'])
  })

  it('reset password: a password registration would refuse is refused', () => {
    const reset = { token: 't', email: 'a@b.co', password: 'password1', password_confirmation: 'password1' }
    expect(codes(ResetPasswordRequestSchema, reset)).toEqual([
      'password:common.input_error.strength_password',
    ])
  })

  it.each([
    ['IT', '20121', true],
    ['IT', '20A21', false],
    ['IT', '2012', false],
    ['DE', '10115', true],
    ['FR', '75008', true],
    ['GB', 'SW1A 1AA', true],
    ['NL', '1234 ab', true],
    ['SM', '47890', true],
    ['AE', 'ANY 1', true],
    ['AE', '!!', false],
  ])('postal code of %s: %s valid=%s', (country, postalCode, valid) => {
    expect(isValidPostalCode(postalCode, country)).toBe(valid)
  })

  it('register and address refuse a postal code of another shape than the country’s', () => {
    const italian = { ...register, address: 'Via Roma', house_number: '1', city: 'Milano' }
    expect(codes(RegisterRequestSchema, { ...italian, postal_code: '20A21' })).toEqual([
      'postal_code:common.input_error.postal_code_format',
    ])
    expect(codes(RegisterRequestSchema, { ...italian, postal_code: '20121' })).toEqual([])
    const address = {
      address: 'Via Roma',
      house_number: '1',
      country: 'IT',
      city: 'Milano',
      postal_code: '20A21',
      address_type: 'home',
    }
    expect(codes(SaveAddressRequestSchema, address)).toEqual([
      'postal_code:common.input_error.postal_code_format',
    ])
  })
})
