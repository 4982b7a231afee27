import * as v from 'valibot'
import { envelope } from './envelope'
import { FamilySchema } from './family'
import { choice, form, optionalText, text } from './form'
import { LanguageSchema } from './language'
import {
  CountryCodeSchema,
  CurrentPasswordSchema,
  EmailSchema,
  FIELD_ERROR,
  ForgotEmailSchema,
  NAME_MAX,
  PasswordConfirmationSchema,
  PasswordSchema,
  StrongPasswordSchema,
  withMatchingPasswords,
  withPostalCodeOfCountry,
} from './rules'
import { UserSchema } from './user'

const language = v.picklist(['it', 'en'], FIELD_ERROR.language)

export const LoginRequestSchema = form({ email: EmailSchema, password: PasswordSchema })
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>

/** SPEC §5 register; the address block is optional, the consents must be answered. */
export const RegisterRequestSchema = withPostalCodeOfCountry(
  withMatchingPasswords(
    form({
      language,
      first_name: text(FIELD_ERROR.firstName, NAME_MAX),
      last_name: text(FIELD_ERROR.lastName, NAME_MAX),
      email: EmailSchema,
      password: StrongPasswordSchema,
      password_confirmation: PasswordConfirmationSchema,
      accept_privacy_policy: v.literal(true, FIELD_ERROR.privacy),
      marketing_consent: choice(FIELD_ERROR.marketing),
      profiling_consent: choice(FIELD_ERROR.profiling),
      address: optionalText(FIELD_ERROR.address),
      house_number: optionalText(FIELD_ERROR.number, 20),
      additional_info: optionalText(FIELD_ERROR.moreInfo),
      country: v.optional(CountryCodeSchema, 'IT'),
      city: optionalText(FIELD_ERROR.city, 100),
      postal_code: optionalText(FIELD_ERROR.postalCode, 20),
      /** The family whose look the account's emails wear (the site's path); Range Rover when absent. */
      family_code: v.optional(v.picklist(FamilySchema.options, FIELD_ERROR.familyCode)),
    }),
  ),
)
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>

/** SPEC §3 Session. `expires_at` is ISO 8601 UTC. */
export const SessionSchema = v.object({
  token: v.string(),
  user: UserSchema,
  expires_at: v.string(),
})
export type Session = v.InferOutput<typeof SessionSchema>
export const SessionResponseSchema = envelope(SessionSchema)

export const RefreshedTokenSchema = v.object({ token: v.string(), expires_at: v.string() })
export type RefreshedToken = v.InferOutput<typeof RefreshedTokenSchema>
export const RefreshResponseSchema = envelope(RefreshedTokenSchema)

export const ForgotPasswordRequestSchema = form({
  language,
  email: ForgotEmailSchema,
  family_code: v.picklist(FamilySchema.options, FIELD_ERROR.familyCode),
})
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>

/** SPEC §5 reset: the registration rule for the new password, repeat equal. The token comes from the link. */
export const ResetPasswordRequestSchema = withMatchingPasswords(
  form({
    token: v.pipe(
      v.string(FIELD_ERROR.token),
      v.nonEmpty(FIELD_ERROR.token),
      v.maxLength(200, FIELD_ERROR.token),
    ),
    email: EmailSchema,
    password: StrongPasswordSchema,
    password_confirmation: PasswordConfirmationSchema,
    language: v.optional(LanguageSchema),
    /** The family whose look the account's emails wear (the site's path); Range Rover when absent. */
    family_code: v.optional(v.picklist(FamilySchema.options, FIELD_ERROR.familyCode)),
  }),
)
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>

/** SPEC §5 change password: current at least 6, the new one by the registration rule, repeat equal. */
export const ChangePasswordRequestSchema = withMatchingPasswords(
  form({
    current_password: CurrentPasswordSchema,
    password: StrongPasswordSchema,
    password_confirmation: PasswordConfirmationSchema,
    language: v.optional(LanguageSchema),
    /** The family whose look the account's emails wear (the site's path); Range Rover when absent. */
    family_code: v.optional(v.picklist(FamilySchema.options, FIELD_ERROR.familyCode)),
  }),
)
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>

/** The undo link emailed to the old address when an account's email changes (valid 72 hours, once). */
export const RevertEmailChangeRequestSchema = form({
  token: v.pipe(
    v.string(FIELD_ERROR.token),
    v.nonEmpty(FIELD_ERROR.token),
    v.maxLength(200, FIELD_ERROR.token),
  ),
  language: v.optional(LanguageSchema),
})
export type RevertEmailChangeRequest = v.InferOutput<typeof RevertEmailChangeRequestSchema>

/** Calls whose answer is just the envelope. */
export const EmptyResponseSchema = envelope(v.null())
