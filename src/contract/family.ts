import * as v from 'valibot'

/** The four brand families, in the order the product shows them. */
export const FAMILY_CODES = ['range-rover', 'defender', 'discovery', 'jaguar'] as const

export const FamilySchema = v.picklist(FAMILY_CODES)
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
