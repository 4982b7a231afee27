import * as v from 'valibot'

/** The four brand families, in the order the product shows them. */
export const FAMILY_CODES = ['range-rover', 'defender', 'discovery', 'jaguar'] as const

/** A bad value reports the family's field code (server field errors are codes, never library texts). */
export const FamilySchema = v.picklist(FAMILY_CODES, 'common.input_error.family_code')
export type Family = v.InferOutput<typeof FamilySchema>

/** Display names are brand names: the same text in every language. */
export const FAMILY_NAMES: Record<Family, string> = {
  'range-rover': 'Range Rover',
  defender: 'Defender',
  discovery: 'Discovery',
  jaguar: 'Jaguar',
}

export type Theme = 'land-rover' | 'jaguar'

export function themeOf(family: Family): Theme {
  return family === 'jaguar' ? 'jaguar' : 'land-rover'
}

export function isFamily(value: unknown): value is Family {
  return v.is(FamilySchema, value)
}
