import * as v from 'valibot'

/** Field errors keyed by field name; values are message codes or texts for that field. */
export const FieldErrorsSchema = v.record(v.string(), v.array(v.string()))
export type FieldErrors = v.InferOutput<typeof FieldErrorsSchema>

/** Every /api/v1 response is this envelope (SPEC §7). */
export function envelope<T extends v.GenericSchema>(data: T) {
  return v.object({
    success: v.boolean(),
    message: v.string(),
    data,
    errors: v.optional(FieldErrorsSchema),
  })
}

export const ErrorEnvelopeSchema = v.object({
  success: v.literal(false),
  message: v.string(),
  data: v.null(),
  errors: v.optional(FieldErrorsSchema),
})
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>
