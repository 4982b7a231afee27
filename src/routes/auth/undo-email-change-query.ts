import * as v from 'valibot'

/**
 * `?token=…` on the undo link emailed to the old address after an email change. A missing or malformed
 * token is simply absent: the screen says the link is incomplete, it never crashes.
 */
const UndoEmailChangeQuerySchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))), undefined),
})
export type UndoEmailChangeQuery = v.InferOutput<typeof UndoEmailChangeQuerySchema>

export function parseUndoEmailChangeQuery(search: Record<string, unknown>): UndoEmailChangeQuery {
  return v.parse(UndoEmailChangeQuerySchema, search)
}
