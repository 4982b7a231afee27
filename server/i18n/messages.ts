import type { Language } from '../../src/contract/language'
import { ACCOUNT_EMAIL_TEXTS } from './account-emails'
import { API_TEXTS } from './api'
import { BOOKING_EMAIL_TEXTS } from './booking-emails'
import { RECEIPT_TEXTS } from './receipt'
import { RENTAL_TEXTS } from './rentals'
import type { TextParams, Texts } from './texts'

/**
 * The server's one text catalogue: everything it says, in English and Italian, by key. The API's
 * messages are keyed by the codes it also returns in `errors` (api.ts, rentals.ts); the emails' and the
 * PDF receipt's texts by what they are. The parts are checked together (check.ts, `npm run
 * i18n:check:server`).
 */
export const TEXT_PARTS = {
  api: API_TEXTS,
  rentals: RENTAL_TEXTS,
  'account-emails': ACCOUNT_EMAIL_TEXTS,
  'booking-emails': BOOKING_EMAIL_TEXTS,
  receipt: RECEIPT_TEXTS,
} as const satisfies Record<string, Texts>

const TEXTS: Texts = Object.assign({}, ...Object.values(TEXT_PARTS))

export type TextKey =
  | keyof typeof API_TEXTS
  | keyof typeof RENTAL_TEXTS
  | keyof typeof ACCOUNT_EMAIL_TEXTS
  | keyof typeof BOOKING_EMAIL_TEXTS
  | keyof typeof RECEIPT_TEXTS

/** A key of the catalogue, as the API's message codes are. */
export type MessageCode = TextKey

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(TEXTS, code)
}

/**
 * The text of a key in a language; `{name}` placeholders are filled from `params` (a missing one is
 * left as it is, so the omission shows). An unknown key is answered as itself.
 */
export function translate(code: string, language: Language, params: TextParams = {}) {
  const pair = Object.hasOwn(TEXTS, code) ? TEXTS[code] : undefined
  const text = pair ? pair[language === 'it' ? 1 : 0] : code
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
