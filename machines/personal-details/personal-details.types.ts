import type { ApiFailure } from '../../src/contract/api-failure'

/**
 * What the personal-details machines share: field codes, and the answer a save keeps until its spinner
 * has turned for the minimum time.
 */

/** One message code per field (the first rule it breaks), for the view to translate. */
export type FieldCodes<F extends string> = Partial<Record<F, string>>

/** The request's outcome, held while the save spinner still turns. */
export type SaveAnswer = { ok: true } | { ok: false; failure: ApiFailure }

/** SPEC §9 "save spinner 2 s (account)": the named delay `saveSpinner`. */
export const SAVE_SPINNER_MS = 2000
