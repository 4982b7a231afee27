import type { Language } from '../../src/contract/language'

/** SPEC §2 account settings: Cancel resets the language to Italian and saves it. */
export const CANCEL_LANGUAGE: Language = 'it'

/** SPEC §9 "1 s (language)": the named delay `languageSpinner`. */
export const LANGUAGE_SPINNER_MS = 1000

/** The screen starts from the language the app speaks now. */
export type LanguageInput = { language: Language }

export type LanguageContext = {
  language: Language
  /** The request's outcome, held while the spinner still turns. */
  answer: 'ok' | 'failed' | null
}

export type LanguageEvent =
  | { type: 'language.change'; language: Language }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
