import * as v from 'valibot'

export const LANGUAGES = ['it', 'en'] as const
/** A bad value reports the language's field code (server field errors are codes, never library texts). */
export const LanguageSchema = v.picklist(LANGUAGES, 'common.input_error.language')
export type Language = v.InferOutput<typeof LanguageSchema>

/** Entering a family forces Italian (SPEC §1). */
export const FAMILY_LANGUAGE: Language = 'it'
/** Before a family is entered the product speaks English (SPEC §1). */
export const INITIAL_LANGUAGE: Language = 'en'
