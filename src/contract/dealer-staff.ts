import * as v from 'valibot'
import { envelope } from './envelope'
import { form } from './form'
import { LanguageSchema } from './language'
import { EmailSchema, FIELD_ERROR, ForgotEmailSchema, PasswordSchema, StrongPasswordSchema } from './rules'

/**
 * Dealer staff (issue 33): accounts tied to one dealership, invited by the operator, signed in at the
 * dealer desk. Their session tokens start with `ds_`, so a customer's token and a staff member's are
 * told apart at a glance; each opens only its own side's calls.
 */

export const STAFF_TOKEN_PREFIX = 'ds_'
/** How long the invitation's set-password link works. */
export const STAFF_INVITATION_HOURS = 72
/** How long a staff member's reset-password link works, as a customer's. */
export const STAFF_RESET_MINUTES = 60

/** The token of an emailed link (invitation or reset), from its `token` query parameter. */
const LinkTokenSchema = v.pipe(
  v.string(FIELD_ERROR.token),
  v.nonEmpty(FIELD_ERROR.token),
  v.maxLength(200, FIELD_ERROR.token),
)

export const StaffInviteRequestSchema = form({
  email: EmailSchema,
  /** The language of the invitation and of the staff member's emails after it; Italian when absent. */
  language: v.optional(LanguageSchema, 'it'),
})
export type StaffInviteRequest = v.InferOutput<typeof StaffInviteRequestSchema>

export const StaffLoginRequestSchema = form({
  email: EmailSchema,
  password: PasswordSchema,
  language: v.optional(LanguageSchema),
})

/** The invitation's link sets the first password (the registration rule), and signs in. */
export const StaffSetPasswordRequestSchema = form({
  token: LinkTokenSchema,
  password: StrongPasswordSchema,
  language: v.optional(LanguageSchema),
})

export const StaffForgotRequestSchema = form({
  email: ForgotEmailSchema,
  language: v.optional(LanguageSchema),
})

export const StaffResetRequestSchema = form({
  token: LinkTokenSchema,
  password: StrongPasswordSchema,
  language: v.optional(LanguageSchema),
})

/** A staff member as the desk and the operator see them: never a password or its hash. */
export const StaffMemberSchema = v.object({
  id: v.string(),
  dealer_id: v.string(),
  email: v.string(),
  language: LanguageSchema,
  invited_at: v.string(),
  /** When the invitation's link set a password; null while the invitation is open. */
  activated_at: v.nullable(v.string()),
})
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>

export const StaffSessionSchema = v.object({
  token: v.pipe(
    v.string(),
    v.description('A staff session token (ds_…): send it as Bearer to the dealer calls.'),
  ),
  staff: StaffMemberSchema,
  expires_at: v.string(),
})
export const StaffSessionResponseSchema = envelope(StaffSessionSchema)
export const StaffRefreshResponseSchema = envelope(v.object({ token: v.string(), expires_at: v.string() }))
export const StaffMemberResponseSchema = envelope(StaffMemberSchema)
export const StaffListResponseSchema = envelope(v.array(StaffMemberSchema))

/** Who calls a dealer call: a staff member (with their dealership), a dealership's key, or the operator. */
export const DealerMeSchema = v.object({
  kind: v.picklist(['staff', 'dealer_key', 'operator']),
  /** The staff member or the key; null for the operator. */
  id: v.nullable(v.string()),
  /** The staff member's email, the key's label, or `operator`. */
  label: v.string(),
  staff: v.nullable(StaffMemberSchema),
  dealer: v.nullable(
    v.object({
      dealer_id: v.string(),
      name: v.string(),
      city: v.string(),
      address: v.string(),
      telephone: v.string(),
    }),
  ),
})
export type DealerMe = v.InferOutput<typeof DealerMeSchema>
export const DealerMeResponseSchema = envelope(DealerMeSchema)
