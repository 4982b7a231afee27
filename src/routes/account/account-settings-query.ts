import * as v from 'valibot'

/** `?password=changed`: account settings confirms a password just changed (SPEC §2 change password). */
const AccountSettingsQuerySchema = v.object({
  password: v.fallback(v.optional(v.literal('changed')), undefined),
})

export function parseAccountSettingsQuery(search: Record<string, unknown>) {
  return v.parse(AccountSettingsQuerySchema, search)
}
