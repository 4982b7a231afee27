import type { Context } from 'hono'
import type { FieldErrors } from '../../src/contract/envelope'
import type { AppEnv } from '../http/context'
import { HttpError } from '../http/envelope'

/** Texts of the catalogue and booking calls, keyed by the codes returned in `errors` (en, it). */
const MESSAGES = {
  'booking.date.required': [
    'Give booking_start and booking_end as ISO dates.',
    'Indica booking_start e booking_end come date ISO.',
  ],
  'booking.date.invalid': [
    'The date is not a valid ISO date-time, e.g. 2027-03-01T09:00:00Z.',
    'La data non è una data ISO valida, es. 2027-03-01T09:00:00Z.',
  ],
  'booking.date.end_before_start': [
    'The return must be after the pickup.',
    'La riconsegna deve essere dopo il ritiro.',
  ],
  'booking.date.past': ['The pickup cannot be in the past.', 'Il ritiro non può essere nel passato.'],
  'booking.date.sunday': [
    'Dealers are closed on Sunday: choose another day.',
    'Le concessionarie sono chiuse la domenica: scegli un altro giorno.',
  ],
  'booking.date.hours': [
    'Pickup and return are between 09:00 and 18:00 (Europe/Rome).',
    'Ritiro e riconsegna sono tra le 09:00 e le 18:00 (ora italiana).',
  ],
  'booking.date.too_long': [
    'A booking lasts at most {days} days.',
    'Una prenotazione dura al massimo {days} giorni.',
  ],
  'booking.invalid_query': [
    'Some search parameters are not valid.',
    'Alcuni parametri di ricerca non sono validi.',
  ],
  'search.page.invalid': [
    'page must be a whole number, 1 or more.',
    'page deve essere un numero intero, da 1 in su.',
  ],
  'search.page_size.invalid': [
    'page_size must be a whole number from 1 to {max}.',
    'page_size deve essere un numero intero da 1 a {max}.',
  ],
  'search.sort.invalid': [
    'sort must be nearby, price_asc or price_desc.',
    'sort deve essere nearby, price_asc o price_desc.',
  ],
  'search.dealer_id.invalid': [
    'dealer_id must be a dealer id from the dealers call, e.g. dealer-001.',
    "dealer_id deve essere l'id di una concessionaria, es. dealer-001.",
  ],
  'vehicle.not_found': ['No such vehicle.', 'Veicolo non trovato.'],
  'lock.invalid_code': [
    'The time slot code is not valid. Search again.',
    'Il codice della fascia oraria non è valido. Ripeti la ricerca.',
  ],
  'lock.taken': [
    'This vehicle is no longer free for these dates.',
    'Questo veicolo non è più disponibile per queste date.',
  ],
  'lock.locked': [
    'The time slot is held for {minutes} minutes.',
    'La fascia oraria è riservata per {minutes} minuti.',
  ],
  'lock.not_found': ['No such time slot lock.', 'Blocco della fascia oraria non trovato.'],
  'lock.released': ['The time slot was released.', 'La fascia oraria è stata liberata.'],
  'booking.lock_required': [
    'The time slot lock has expired or is not yours. Search again.',
    'Il blocco della fascia oraria è scaduto o non è tuo. Ripeti la ricerca.',
  ],
  'booking.mismatch': [
    'The booking does not match the held vehicle or dates.',
    'La prenotazione non corrisponde al veicolo o alle date bloccate.',
  ],
  'booking.price_mismatch': [
    'The prices have changed: the total is {total} euro. Review the booking.',
    'I prezzi sono cambiati: il totale è {total} euro. Controlla la prenotazione.',
  ],
  'booking.unknown_service': ['This option is not offered.', 'Questa opzione non è disponibile.'],
  'booking.created': [
    'Your booking request was received.',
    'La tua richiesta di prenotazione è stata ricevuta.',
  ],
  'booking.idempotency_conflict': [
    'This Idempotency-Key was used with a different request.',
    'Questa Idempotency-Key è già stata usata con una richiesta diversa.',
  ],
  'booking.idempotency_key': [
    'The Idempotency-Key header must be 1 to 255 visible characters.',
    "L'header Idempotency-Key deve avere da 1 a 255 caratteri visibili.",
  ],
  'booking.not_found': ['No such booking.', 'Prenotazione non trovata.'],
  'booking.deleted': ['The booking was cancelled.', 'La prenotazione è stata annullata.'],
  'booking.confirmed_contact_dealer': [
    'This booking is confirmed: to cancel it, contact the dealer.',
    'Questa prenotazione è confermata: per annullarla contatta la concessionaria.',
  ],
  'booking.not_pending': [
    'Only a pending booking can be changed (this one is {status}).',
    'Solo una prenotazione in attesa si può modificare (questa è {status}).',
  ],
  'booking.cancel_too_late': [
    'Within 48 hours of the start a reservation can no longer be cancelled online: to cancel it, contact the dealer.',
    "Nelle 48 ore prima dell'inizio la prenotazione non si può più annullare online: per annullarla contatta la concessionaria.",
  ],
  'booking.cancel_started': [
    'The rental has already started: to cancel the reservation, contact the dealer.',
    'Il noleggio è già iniziato: per annullare la prenotazione contatta la concessionaria.',
  ],
  'booking.cancel_not_pending': [
    'This reservation is {status}: there is nothing left to cancel.',
    "Questa prenotazione è {status}: non c'è più nulla da annullare.",
  ],
  'cancellation.refund_now': [
    'Cancelling now, {time} before the start, the terms refund {percent}% of the deposit: {refund} of {deposit}.',
    "Annullando ora, {time} prima dell'inizio, le condizioni rimborsano il {percent}% dell'acconto: {refund} su {deposit}.",
  ],
  'cancellation.refund_done': [
    'The reservation was cancelled {time} before the start: the terms refund {percent}% of the deposit: {refund} of {deposit}.',
    "La prenotazione è stata annullata {time} prima dell'inizio: le condizioni rimborsano il {percent}% dell'acconto: {refund} su {deposit}.",
  ],
  'cancellation.refund_started': [
    'Once the rental has started the terms refund 0% of the deposit: {refund} of {deposit}.',
    "A noleggio iniziato le condizioni rimborsano lo 0% dell'acconto: {refund} su {deposit}.",
  ],
  'cancellation.nothing_paid': [
    'No deposit has been paid for a pending reservation, so nothing is charged.',
    'Per una prenotazione in attesa non è stato versato alcun acconto, quindi non viene addebitato nulla.',
  ],
  'cancellation.nothing_was_paid': [
    'No deposit had been paid for this pending reservation, so nothing is charged.',
    'Per questa prenotazione in attesa non era stato versato alcun acconto, quindi non viene addebitato nulla.',
  ],
  'cancellation.paid_at_dealer': [
    'The deposit is paid and refunded at the dealer.',
    "L'acconto si versa e si rimborsa presso la concessionaria.",
  ],
  'cancellation.days': ['{count} days', '{count} giorni'],
  'cancellation.hours': ['{count} hours', '{count} ore'],
  'cancellation.hour': ['1 hour', '1 ora'],
  'cancellation.under_an_hour': ['less than an hour', "meno di un'ora"],
  'status.DECLINED': ['declined', 'rifiutata'],
  'status.EXPIRED': ['expired', 'scaduta'],
  'status.DELETED': ['cancelled', 'annullata'],
  'booking.accepted': ['The booking was accepted.', 'La prenotazione è stata accettata.'],
  'booking.declined': ['The booking was declined.', 'La prenotazione è stata rifiutata.'],
  'dealer.key_required': ['A valid x-dealer-key header is required.', 'Serve un header x-dealer-key valido.'],
  'receipt.invalid_link': [
    'This receipt link is not valid or has expired. Ask for a new one.',
    'Questo link alla ricevuta non è valido o è scaduto. Richiedine uno nuovo.',
  ],
  'places.unavailable': [
    'The geocoder is not available. Try again later.',
    'Il geocoder non è disponibile. Riprova più tardi.',
  ],
} as const satisfies Record<string, readonly [en: string, it: string]>

export type CatalogueCode = keyof typeof MESSAGES

export function isCatalogueCode(code: string): code is CatalogueCode {
  return Object.hasOwn(MESSAGES, code)
}

export function text(
  code: CatalogueCode,
  language: 'it' | 'en',
  params: Record<string, string | number> = {},
) {
  const pair = MESSAGES[code]
  return pair[language === 'it' ? 1 : 0].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  )
}

/** An HttpError in the caller's language. */
export function problem(
  c: Context<AppEnv>,
  status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 502,
  code: CatalogueCode,
  options: { errors?: FieldErrors; params?: Record<string, string | number> } = {},
) {
  return new HttpError(status, text(code, c.var.language, options.params), options.errors)
}
