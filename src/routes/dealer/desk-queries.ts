import * as v from 'valibot'

const optionalText = (max: number) =>
  v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))), undefined)

/** `?token=…` of the invitation and reset links: absent when missing or malformed (the page says so). */
const TokenQuerySchema = v.object({ token: optionalText(200) })
export type TokenQuery = v.InferOutput<typeof TokenQuerySchema>
export const parseTokenQuery = (search: Record<string, unknown>): TokenQuery =>
  v.parse(TokenQuerySchema, search)

/**
 * The emailed Accept / Decline link's signed fields, as they came: the server checks them (a field
 * missing or altered answers 403, which the page says clearly).
 */
const AnswerLinkQuerySchema = v.object({
  booking: optionalText(64),
  staff: optionalText(64),
  expires: optionalText(16),
  signature: optionalText(64),
})
export type AnswerLinkQuery = v.InferOutput<typeof AnswerLinkQuerySchema>
export const parseAnswerLinkQuery = (search: Record<string, unknown>): AnswerLinkQuery =>
  v.parse(AnswerLinkQuerySchema, search)

/** `/dealer/decided?cursor=…`: the page after the one that gave the cursor (absent: the newest). */
const DecidedQuerySchema = v.object({
  cursor: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/))), undefined),
})
export type DecidedQuery = v.InferOutput<typeof DecidedQuerySchema>
export const parseDecidedQuery = (search: Record<string, unknown>): DecidedQuery =>
  v.parse(DecidedQuerySchema, search)
