import type { Language } from '../../src/contract/language'
import { ACCOUNT_EMAIL_TEXTS } from './account-emails'
import { API_TEXTS } from './api'
import { BOOKING_EMAIL_TEXTS } from './booking-emails'
import { CALENDAR_TEXTS } from './calendar'
import { DEALER_DESK_TEXTS } from './dealer-desk'
import { DEALER_STAFF_TEXTS } from './dealer-staff'
import { DEALER_TEXTS } from './dealers'
import { RECEIPT_TEXTS } from './receipt'
import { RENTAL_TEXTS } from './rentals'
import { SEARCH_CARD_TEXTS } from './search-cards'
import type { TextParams, Texts } from './texts'

/**
 * The server's one text catalogue: everything it says, in English and Italian, by key. The API's
 * messages are keyed by the codes it also returns in `errors` (api.ts, rentals.ts); the search cards',
 * the emails', the calendar file's and the PDF receipt's texts by what they are. The parts are checked
 * together (check.ts, `npm run i18n:check:server`).
 */
export const TEXT_PARTS = {
  api: API_TEXTS,
  rentals: RENTAL_TEXTS,
  dealers: DEALER_TEXTS,
  'dealer-staff': DEALER_STAFF_TEXTS,
  'dealer-desk': DEALER_DESK_TEXTS,
  'search-cards': SEARCH_CARD_TEXTS,
  'account-emails': ACCOUNT_EMAIL_TEXTS,
  'booking-emails': BOOKING_EMAIL_TEXTS,
  calendar: CALENDAR_TEXTS,
  receipt: RECEIPT_TEXTS,
} as const satisfies Record<string, Texts>

const TEXTS: Texts = Object.assign({}, ...Object.values(TEXT_PARTS))

export type TextKey =
  | keyof typeof API_TEXTS
  | keyof typeof RENTAL_TEXTS
  | keyof typeof DEALER_TEXTS
  | keyof typeof DEALER_STAFF_TEXTS
  | keyof typeof DEALER_DESK_TEXTS
  | keyof typeof SEARCH_CARD_TEXTS
  | keyof typeof ACCOUNT_EMAIL_TEXTS
  | keyof typeof BOOKING_EMAIL_TEXTS
  | keyof typeof CALENDAR_TEXTS
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
