import * as v from 'valibot'

/** Message codes shared by the SPA (Lingui catalogs) and the server (its message table). */
export const INPUT_ERROR = {
  required: 'common.input_error.required',
  unknownField: 'common.input_error.unknown_field',
  invalidBody: 'common.input_error.invalid_body',
  tooLong: 'common.input_error.too_long',
} as const

type Entries = v.ObjectEntries

/** The first message a field's own schema gives for `undefined`: a missing field reports its own code. */
function missingFieldCode(entries: Entries, key: string): string {
  const schema = Object.hasOwn(entries, key) ? entries[key] : undefined
  if (!schema) return INPUT_ERROR.unknownField
  const result = v.safeParse(schema, undefined)
  return result.success ? INPUT_ERROR.required : (result.issues[0]?.message ?? INPUT_ERROR.required)
}

/**
 * A request body: a strict object (unknown fields are rejected, never silently dropped) whose
 * issues are message codes: a missing field gets that field's code, an extra one `unknown_field`.
 */
export function form<const E extends Entries>(entries: E) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return INPUT_ERROR.unknownField
    const key = issue.expected?.match(/^"(.+)"$/)?.[1]
    if (key !== undefined && issue.received === 'undefined') return missingFieldCode(entries, key)
    return INPUT_ERROR.invalidBody
  })
}

/** A required text field: a string, not blank once trimmed, at most `max` characters. */
export function text(code: string, max = 200) {
  return v.pipe(
    v.string(code),
    v.check((value) => value.trim().length > 0, code),
    v.maxLength(max, INPUT_ERROR.tooLong),
  )
}

/** An optional free-text field: absent, null or a string of at most `max` characters. */
export function optionalText(code: string, max = 200) {
  return v.optional(v.nullable(v.pipe(v.string(code), v.maxLength(max, INPUT_ERROR.tooLong))))
}

/** A yes/no field that must be answered (SPEC §5: marketing and profiling both required). */
export function choice(code: string) {
  return v.boolean(code)
}
