/**
 * What the personal-details machines share: how a failed account call reaches them, and the answer a
 * save keeps until its spinner has turned for the minimum time.
 */

/** Why an account call failed, as the app's actors reject: the server's code, message and field errors. */
export type AccountFailure = { code: string; message?: string; errors?: Record<string, string[]> }

/** One message code per field (the first rule it breaks), for the view to translate. */
export type FieldCodes<F extends string> = Partial<Record<F, string>>

/** The request's outcome, held while the save spinner still turns. */
export type SaveAnswer = { ok: true } | { ok: false; failure: AccountFailure }

/** SPEC §9 "save spinner 2 s (account)": the named delay `saveSpinner`. */
export const SAVE_SPINNER_MS = 2000
