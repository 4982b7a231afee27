import { msg } from '@lingui/core/macro'

/**
 * SPEC §8: a non-success answer without a message of its own shows 'Unknown error occurred'. The one
 * text every screen falls back to, in both languages.
 */
export const UNKNOWN_ERROR = msg`Unknown error occurred. Please try again.`
