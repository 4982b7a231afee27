import * as v from 'valibot'
import { INPUT_ERROR } from './form'

/** SPEC §5 message keys, plus the codes the texts elided there (phone, address, ...). */
export const FIELD_ERROR = {
  email: 'common.input_error.email_error',
  password: 'common.input_error.password_error',
  passwordTooLong: 'common.input_error.password_too_long',
  strength: 'common.input_error.strength_password',
  passwordMatch: 'common.input_error.password_match',
  repeatPassword: 'common.input_error.repeat_password',
  currentPassword: 'common.input_error.current_password',
  firstName: 'common.input_error.first_name',
  lastName: 'common.input_error.last_name',
  phone: 'common.input_error.phone',
  phoneInternational: 'common.input_error.phone_international',
  title: 'common.input_error.title',
  address: 'common.input_error.address',
  number: 'common.input_error.number',
  moreInfo: 'common.input_error.more_info',
  city: 'common.input_error.city',
  postalCode: 'common.input_error.postal_code',
  postalCodeFormat: 'common.input_error.postal_code_format',
  alias: 'common.input_error.alias',
  country: 'common.input_error.country',
  addressType: 'common.input_error.address_type',
  language: 'common.input_error.language',
  familyCode: 'common.input_error.family_code',
  marketing: 'common.input_error.marketing_consent',
  profiling: 'common.input_error.profiling_consent',
  privacy: 'common.input_error.accept_privacy_policy',
  boolean: 'common.input_error.boolean',
  token: 'common.input_error.token',
  ...INPUT_ERROR,
} as const

/** SPEC §9: passwords of at least 8 (6 for the current one). The cap bounds the cost of hashing. */
export const PASSWORD_MIN = 8
export const CURRENT_PASSWORD_MIN = 6
export const PASSWORD_MAX = 128
export const EMAIL_MAX = 254
export const NAME_MAX = 100

/** SPEC §5 phone: a plus sign, 1 to 3 digits, an optional space, exactly 10 digits. */
export const PHONE_PATTERN = /^\+\d{1,3} ?\d{10}$/
/** Any prefix and number as the form joins them: plus, 1 to 3 digits, an optional space, digits. */
const INTERNATIONAL_PATTERN = /^\+\d{1,3} ?\d{4,14}$/
export const DEFAULT_PHONE_PREFIX = '+39'

/**
 * The world's numbering plans (libphonenumber) and postal code patterns (postcode-validator): what checks
 * a phone outside Italy and a postal code. They weigh 30 kB compressed, a sixth of a first visit's scripts,
 * and only a form that takes a phone or an address uses them, so they are not loaded with these rules:
 * `numbering-plans.ts` hands them over, imported by those forms' modules (checkout, registration, personal
 * details) and by the API's routes that take such a form. Until it is, a phone outside Italy and a postal
 * code are held to their shape only, which no form and no API route ever relies on.
 */
export type NumberingPlans = {
  isValidPhoneNumber: (phone: string) => boolean
  /** Whether the code fits the country's pattern; null for a country without a known pattern. */
  postalCodeFits: (postalCode: string, country: string) => boolean | null
}
let plans: NumberingPlans | null = null
export function provideNumberingPlans(given: NumberingPlans): void {
  plans = given
}

export const EmailSchema = v.pipe(
  v.string(FIELD_ERROR.email),
  v.maxLength(EMAIL_MAX, FIELD_ERROR.email),
  v.email(FIELD_ERROR.email),
)

/** Forgot password only asks that the address contain @ (SPEC §5); the server also wants a real format. */
export const ForgotEmailSchema = v.pipe(
  v.string(FIELD_ERROR.email),
  v.includes('@', FIELD_ERROR.email),
  v.maxLength(EMAIL_MAX, FIELD_ERROR.email),
  v.email(FIELD_ERROR.email),
)

const passwordOfAtLeast = (min: number, code: string) =>
  v.pipe(v.string(code), v.minLength(min, code), v.maxLength(PASSWORD_MAX, FIELD_ERROR.passwordTooLong))

/** Login: at least 8 characters (an existing password is checked, not judged). */
export const PasswordSchema = passwordOfAtLeast(PASSWORD_MIN, FIELD_ERROR.password)
/** Change password: the current one needs at least 6 (older accounts). */
export const CurrentPasswordSchema = passwordOfAtLeast(CURRENT_PASSWORD_MIN, FIELD_ERROR.currentPassword)

/**
 * Register, reset and change (SPEC §5's registration rule for every new password, so a reset cannot set
 * one registration would refuse): at least 8 with a lower-case and an upper-case letter, a digit and a
 * special character.
 */
export function isStrongPassword(password: string): boolean {
  return (
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  )
}
export const StrongPasswordSchema = v.pipe(PasswordSchema, v.check(isStrongPassword, FIELD_ERROR.strength))

/** The repeated password: required, then equal (checked on the whole form, reported on this field). */
export const PasswordConfirmationSchema = v.pipe(
  v.string(FIELD_ERROR.repeatPassword),
  v.nonEmpty(FIELD_ERROR.repeatPassword),
  v.maxLength(PASSWORD_MAX, FIELD_ERROR.passwordTooLong),
)

type WithConfirmation = { password: string; password_confirmation: string }

const passwordsMatch = v.forward<
  WithConfirmation,
  v.PartialCheckIssue<WithConfirmation>,
  ['password_confirmation']
>(
  v.partialCheck<WithConfirmation, [['password'], ['password_confirmation']], WithConfirmation, string>(
    [['password'], ['password_confirmation']],
    (input) => input.password === input.password_confirmation,
    FIELD_ERROR.passwordMatch,
  ),
  ['password_confirmation'],
)

/** A form with `password` and `password_confirmation`: equal, or `password_match` on the confirmation. */
type MatchCheck<T> = v.BaseValidation<T, T, v.PartialCheckIssue<WithConfirmation>>

export function withMatchingPasswords<TSchema extends v.GenericSchema<unknown, WithConfirmation>>(
  schema: TSchema,
): v.SchemaWithPipe<readonly [TSchema, MatchCheck<v.InferOutput<TSchema>>]> {
  return v.pipe(schema, passwordsMatch as unknown as MatchCheck<v.InferOutput<TSchema>>) as v.SchemaWithPipe<
    readonly [TSchema, MatchCheck<v.InferOutput<TSchema>>]
  >
}

/**
 * A phone as '+39 3331234567'. Italy's prefix keeps SPEC §5's rule (exactly 10 digits); any other prefix
 * is checked with libphonenumber's numbering plans, so a German or French mobile is accepted as it is.
 */
export function phoneErrorOf(value: string): string | null {
  if (value.startsWith(`${DEFAULT_PHONE_PREFIX} `) || /^\+39\d/.test(value)) {
    return PHONE_PATTERN.test(value) ? null : FIELD_ERROR.phone
  }
  if (!INTERNATIONAL_PATTERN.test(value)) return FIELD_ERROR.phone
  return !plans || plans.isValidPhoneNumber(value) ? null : FIELD_ERROR.phoneInternational
}
export function isValidPhone(value: string): boolean {
  return phoneErrorOf(value) === null
}
export const PhoneSchema = v.pipe(
  v.string(FIELD_ERROR.phone),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const code = phoneErrorOf(dataset.value)
    if (code) addIssue({ message: code })
  }),
)

export const TITLES = ['Mr', 'Mrs', 'Ms'] as const
export const TitleSchema = v.picklist(TITLES, FIELD_ERROR.title)
export type Title = v.InferOutput<typeof TitleSchema>

/** ISO 3166-1 alpha-2; the server also checks the code is a country it knows. */
export const CountryCodeSchema = v.pipe(
  v.string(FIELD_ERROR.country),
  v.regex(/^[A-Z]{2}$/, FIELD_ERROR.country),
)

/** Any country's postal code when no pattern is known for it: letters, digits, spaces, hyphens. */
const ANY_POSTAL_CODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])?$/

/**
 * A postal code as the chosen country writes them (postcode-validator's per-country patterns: Italy five
 * digits, Germany five, France five, the UK's outward and inward codes...). A country without a known
 * pattern takes any plausible code. Case does not matter ('1234 ab' is a Dutch code).
 */
export function isValidPostalCode(postalCode: string, country: string): boolean {
  const code = postalCode.trim().toUpperCase()
  return plans?.postalCodeFits(code, country) ?? ANY_POSTAL_CODE.test(code)
}

type WithPostalCode = { country?: string | null; postal_code?: string | null }

/**
 * A form with `country` and `postal_code`: a postal code given must fit the country, else
 * `postal_code_format` on the postal code. An empty one is left to the field's own rule.
 */
export function withPostalCodeOfCountry<TSchema extends v.GenericSchema<unknown, WithPostalCode>>(
  schema: TSchema,
) {
  return v.pipe(
    schema,
    // Also while other fields fail (a form shows every error at once): read defensively.
    v.rawCheck(({ dataset, addIssue }) => {
      const value = dataset.value as WithPostalCode | null
      if (typeof value !== 'object' || value === null) return
      const { country, postal_code } = value
      if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) return
      if (typeof postal_code !== 'string' || !postal_code.trim()) return
      if (isValidPostalCode(postal_code, country)) return
      addIssue({
        message: FIELD_ERROR.postalCodeFormat,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: value as Record<string, unknown>,
            key: 'postal_code',
            value: postal_code,
          },
        ],
      })
    }),
  )
}
