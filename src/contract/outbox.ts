import * as v from 'valibot'
import { envelope } from './envelope'
import { LanguageSchema } from './language'

/** Outside production only: the emails the server wrote, so tests and developers can follow links. */
export const OutboxQuerySchema = v.strictObject(
  { to: v.optional(v.pipe(v.string(), v.maxLength(254))) },
  'common.input_error.unknown_parameter',
)

export const EMAIL_KINDS = ['password_reset', 'welcome', 'booking_received', 'email_changed'] as const

export const OutboxEmailSchema = v.object({
  id: v.string(),
  to: v.string(),
  kind: v.picklist(EMAIL_KINDS),
  language: LanguageSchema,
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  created_at: v.string(),
  sent_at: v.nullable(v.string()),
})
export type OutboxEmail = v.InferOutput<typeof OutboxEmailSchema>
export const OutboxResponseSchema = envelope(v.array(OutboxEmailSchema))
