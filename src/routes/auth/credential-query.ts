import * as v from 'valibot'

/**
 * `?token=…&email=…` on reset-password (the emailed link) and change-password (from account settings).
 * A missing or malformed value is simply absent: the screen says what is wrong, it never crashes.
 */
const CredentialQuerySchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))), undefined),
  email: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254))), undefined),
})
export type CredentialQuery = v.InferOutput<typeof CredentialQuerySchema>

export function parseCredentialQuery(search: Record<string, unknown>): CredentialQuery {
  return v.parse(CredentialQuerySchema, search)
}
