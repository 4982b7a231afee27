import * as v from 'valibot'
import { envelope } from './envelope'
import { LanguageSchema } from './language'

/** Outside production only: the emails the server wrote, so tests and developers can follow links. */
export const OutboxQuerySchema = v.strictObject(
  { to: v.optional(v.pipe(v.string(), v.maxLength(254))) },
  'common.input_error.unknown_parameter',
)

export const EMAIL_KINDS = [
  'password_reset',
  'welcome',
  'booking_received',
  'email_changed',
  'password_changed',
  'booking_confirmed',
  'booking_declined',
  'booking_expired',
  'booking_cancelled',
  'dealer_invitation',
  'dealer_password_reset',
  'dealer_answer_reminder',
  'dealer_new_request',
] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

/** A file sent with an email (the confirmation's calendar file). */
export const OutboxAttachmentSchema = v.object({
  filename: v.string(),
  content_type: v.string(),
  /** Bytes. */
  size: v.number(),
  /** The file's text (calendar files are text). */
  content: v.string(),
})

export const OutboxEmailSchema = v.object({
  id: v.string(),
  to: v.string(),
  kind: v.picklist(EMAIL_KINDS),
  language: LanguageSchema,
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  attachments: v.array(OutboxAttachmentSchema),
  created_at: v.string(),
  sent_at: v.nullable(v.string()),
})
export type OutboxEmail = v.InferOutput<typeof OutboxEmailSchema>
export const OutboxResponseSchema = envelope(v.array(OutboxEmailSchema))
