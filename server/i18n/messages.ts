import type { Language } from '../../src/contract/language'

/**
 * The server's one message catalogue: every text it answers, keyed by the codes it also returns in
 * `errors` (accounts, catalogue, bookings, receipts). The SPA translates the codes with its own
 * catalogs; these texts are for the envelope's `message`, emails' subjects aside, and for curl users.
 */
const MESSAGES = {
  'common.validation_failed': ['Some fields are not valid.', 'Alcuni campi non sono validi.'],
  'common.invalid_json': [
    'The request body is not valid JSON.',
    'Il corpo della richiesta non è un JSON valido.',
  ],
  'common.json_required': [
    'The request body must be JSON (Content-Type: application/json).',
    'Il corpo della richiesta deve essere JSON (Content-Type: application/json).',
  ],
  'common.invalid_query': ['Some query parameters are not valid.', 'Alcuni parametri non sono validi.'],
  'common.not_found': ['Not found.', 'Non trovato.'],
  'common.service_unavailable': [
    'The service is briefly unavailable. Try again in a few seconds.',
    'Il servizio è momentaneamente non disponibile. Riprova tra qualche secondo.',
  ],
  'common.ok': ['OK', 'OK'],
  'common.too_many_requests': [
    'Too many attempts. Try again in {seconds} seconds.',
    'Troppi tentativi. Riprova tra {seconds} secondi.',
  ],
  'common.input_error.required': ['This field is required.', 'Campo obbligatorio.'],
  'common.input_error.unknown_field': ['This field is not accepted.', 'Questo campo non è previsto.'],
  'common.input_error.unknown_parameter': ['This parameter is not accepted.', 'Parametro non previsto.'],
  'common.input_error.invalid_body': [
    'The body must be a JSON object.',
    'Il corpo deve essere un oggetto JSON.',
  ],
  'common.input_error.invalid_characters': [
    'This text contains characters that are not allowed.',
    'Questo testo contiene caratteri non ammessi.',
  ],
  'common.input_error.too_long': ['This value is too long.', 'Questo valore è troppo lungo.'],
  'common.input_error.email_error': ['Enter a valid email address.', 'Inserisci un indirizzo email valido.'],
  'common.input_error.email_taken': [
    'An account with this email already exists.',
    'Esiste già un account con questa email.',
  ],
  'common.input_error.password_error': [
    'The password must be at least 8 characters.',
    'La password deve avere almeno 8 caratteri.',
  ],
  'common.input_error.password_too_long': [
    'The password may be at most 128 characters.',
    'La password può avere al massimo 128 caratteri.',
  ],
  'common.input_error.strength_password': [
    'Use a lower-case and an upper-case letter, a digit and a special character.',
    'Usa una lettera minuscola, una maiuscola, un numero e un carattere speciale.',
  ],
  'common.input_error.password_match': ['The passwords do not match.', 'Le password non coincidono.'],
  'common.input_error.repeat_password': ['Repeat the password.', 'Ripeti la password.'],
  'common.input_error.current_password': [
    'Enter your current password (at least 6 characters).',
    'Inserisci la password attuale (almeno 6 caratteri).',
  ],
  'common.input_error.wrong_current_password': [
    'The current password is not correct.',
    'La password attuale non è corretta.',
  ],
  'common.input_error.first_name': ['Enter your first name.', 'Inserisci il nome.'],
  'common.input_error.last_name': ['Enter your last name.', 'Inserisci il cognome.'],
  'common.input_error.phone': [
    'Enter the phone as +prefix and 10 digits, e.g. +39 3331234567.',
    'Inserisci il telefono come +prefisso e 10 cifre, es. +39 3331234567.',
  ],
  'common.input_error.phone_international': [
    'This is not a valid phone number for the chosen prefix.',
    'Questo numero di telefono non è valido per il prefisso scelto.',
  ],
  'common.input_error.title': ['Choose Mr, Mrs or Ms.', 'Scegli Mr, Mrs o Ms.'],
  'common.input_error.address': ['Enter the street.', "Inserisci l'indirizzo."],
  'common.input_error.number': ['Enter the house number.', 'Inserisci il numero civico.'],
  'common.input_error.more_info': ['This text is not valid.', 'Questo testo non è valido.'],
  'common.input_error.city': ['Enter the city.', 'Inserisci la città.'],
  'common.input_error.postal_code': ['Enter the postal code.', 'Inserisci il CAP.'],
  'common.input_error.postal_code_format': [
    'This postal code is not valid for the chosen country (in Italy it has five digits, e.g. 20121).',
    'Questo CAP non è valido per il paese scelto (in Italia ha cinque cifre, es. 20121).',
  ],
  'common.input_error.alias': ['This name is not valid.', 'Questo nome non è valido.'],
  'common.input_error.country': ['Choose a country.', 'Scegli un paese.'],
  'common.input_error.address_type': ['Choose billing or home.', 'Scegli fatturazione o casa.'],
  'common.input_error.address_id': [
    'The address id must be a UUID.',
    "L'id dell'indirizzo deve essere un UUID.",
  ],
  'common.input_error.language': ['Choose it or en.', 'Scegli it o en.'],
  'common.input_error.family_code': [
    'Choose range-rover, defender, discovery or jaguar.',
    'Scegli range-rover, defender, discovery o jaguar.',
  ],
  'common.input_error.marketing_consent': ['Answer yes or no.', 'Rispondi sì o no.'],
  'common.input_error.profiling_consent': ['Answer yes or no.', 'Rispondi sì o no.'],
  'common.input_error.accept_privacy_policy': [
    'Accept the privacy policy to continue.',
    "Accetta l'informativa sulla privacy per continuare.",
  ],
  'common.input_error.boolean': ['Answer true or false.', 'Rispondi true o false.'],
  'common.input_error.invalid': ['This value is not valid.', 'Questo valore non è valido.'],
  'common.input_error.token': ['The link is not valid.', 'Il link non è valido.'],
  'common.input_error.event_type': ['The event type is not valid.', 'Il tipo di evento non è valido.'],
  'common.input_error.metadata': [
    'The metadata must be a JSON object of at most 4096 characters.',
    'I metadati devono essere un oggetto JSON di al massimo 4096 caratteri.',
  ],
  'common.input_error.session_id': [
    'The tracking session is not valid.',
    'La sessione di tracciamento non è valida.',
  ],
  'auth.registered': ['Your account is ready.', 'Il tuo account è pronto.'],
  'auth.logged_in': ['You are logged in.', 'Accesso effettuato.'],
  'auth.logged_out': ['You are logged out.', 'Sei uscito.'],
  'auth.refreshed': ['The session was renewed.', 'La sessione è stata rinnovata.'],
  'auth.invalid_credentials': ['Email or password is not correct.', 'Email o password non corretti.'],
  'auth.token_required': ['Log in to continue (Authorization: Bearer token).', 'Accedi per continuare.'],
  'auth.token_invalid': [
    'The session is not valid or has expired. Log in again.',
    'La sessione non è valida o è scaduta. Accedi di nuovo.',
  ],
  'auth.forgot_sent': [
    'If an account exists for this email, we sent a link to reset the password.',
    'Se esiste un account con questa email, abbiamo inviato un link per reimpostare la password.',
  ],
  'auth.reset_invalid': [
    'This reset link is not valid or has expired. Ask for a new one.',
    'Questo link non è valido o è scaduto. Richiedine uno nuovo.',
  ],
  'auth.password_reset': [
    'Your password was changed. Log in with it.',
    'La password è stata cambiata. Accedi con la nuova.',
  ],
  'auth.password_changed': ['Your password was changed.', 'La password è stata cambiata.'],
  'auth.email_reverted': [
    'Your email address is restored and every session has ended. If someone else knew your password, choose a new one.',
    "L'indirizzo email è stato ripristinato e tutte le sessioni sono state chiuse. Se qualcun altro conosceva la password, scegline una nuova.",
  ],
  'auth.email_revert_invalid': [
    'This link is not valid, was already used or has expired.',
    'Questo link non è valido, è già stato usato o è scaduto.',
  ],
  'auth.email_revert_taken': [
    'The previous email address now belongs to another account. Contact us to recover yours.',
    "L'indirizzo email precedente ora appartiene a un altro account. Contattaci per recuperare il tuo.",
  ],
  'user.updated': ['Your details were saved.', 'I tuoi dati sono stati salvati.'],
  'user.email_changed': [
    'Your details were saved. We told your previous email address about the change.',
    'I tuoi dati sono stati salvati. Abbiamo avvisato il precedente indirizzo email della modifica.',
  ],
  'user.address_saved': ['The address was saved.', "L'indirizzo è stato salvato."],
  'user.address_deleted': ['The address was deleted.', "L'indirizzo è stato eliminato."],
  'user.address_not_found': ['No such address.', 'Indirizzo non trovato.'],
  'tracking.session_unknown': [
    'The tracking session is unknown or expired. Start a new one.',
    'La sessione di tracciamento è sconosciuta o scaduta. Avviane una nuova.',
  ],
  'tracking.recorded': ['Event recorded.', 'Evento registrato.'],
  // Catalogue, search, holds, bookings and receipts.
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
  'search.radius_km.invalid': [
    'radius_km must be a whole number of kilometres from 1 to {maxRadius}.',
    'radius_km deve essere un numero intero di chilometri da 1 a {maxRadius}.',
  ],
  'search.fuel.invalid': [
    'fuel must list, separated by commas and each once, any of: diesel, petrol, hybrid, electric.',
    'fuel deve elencare, separati da virgole e ciascuno una volta sola, alcuni tra: diesel, petrol, hybrid, electric.',
  ],
  'search.gearbox.invalid': [
    'gearbox must be automatic, manual, or both separated by a comma.',
    'gearbox deve essere automatic, manual o entrambi separati da una virgola.',
  ],
  'search.min_seats.invalid': [
    'min_seats must be a whole number from 1 to 9.',
    'min_seats deve essere un numero intero da 1 a 9.',
  ],
  'search.price.invalid': [
    'price_min and price_max must be whole euro from 0 to {maxPrice}.',
    'price_min e price_max devono essere euro interi da 0 a {maxPrice}.',
  ],
  'search.price.range': [
    'price_min cannot be above price_max.',
    'price_min non può essere maggiore di price_max.',
  ],
  'search.counts.invalid': ['counts must be true or false.', 'counts deve essere true o false.'],
  'search.dealer_id.invalid': [
    'dealer_id must be a dealer id from the dealers call, e.g. dealer-001.',
    "dealer_id deve essere l'id di una concessionaria, es. dealer-001.",
  ],
  'search.stale': [
    'Availability is being refreshed. Try again in a few seconds.',
    'Stiamo aggiornando le disponibilità. Riprova tra qualche secondo.',
  ],
  'health.search_stale': [
    'The search index may be stale: its database listener is reconnecting. Search answers 503 until it is reloaded.',
    "L'indice di ricerca potrebbe non essere aggiornato: la connessione di ascolto al database si sta ristabilendo. La ricerca risponde 503 finché non è ricaricato.",
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
  'booking.input_error.promo_code': [
    'This promo code is not valid.',
    'Questo codice promozionale non è valido.',
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
  'cancellation.pending_free': [
    'Nothing has been paid for this pending reservation, so cancelling it now costs nothing and there is nothing to refund.',
    "Per questa prenotazione in attesa non è stato pagato nulla: annullarla ora non costa nulla e non c'è nulla da rimborsare.",
  ],
  'cancellation.pending_free_done': [
    'Nothing had been paid for this pending reservation, so cancelling it cost nothing and there is nothing to refund.',
    "Per questa prenotazione in attesa non era stato pagato nulla: l'annullamento non è costato nulla e non c'è nulla da rimborsare.",
  ],
  'cancellation.pending_too_late': [
    'Less than 48 hours before the start it can no longer be cancelled online: to cancel it, {contact}; nothing has been paid, so it costs you nothing.',
    "Nelle 48 ore prima dell'inizio non si può più annullare online: per annullarla {contact}; non è stato pagato nulla, quindi non ti costa nulla.",
  ],
  'cancellation.pending_started': [
    'The rental has already started: to cancel the reservation, {contact}; nothing has been paid, so it costs you nothing.',
    'Il noleggio è già iniziato: per annullare la prenotazione {contact}; non è stato pagato nulla, quindi non ti costa nulla.',
  ],
  'cancellation.confirmed_refund': [
    'This reservation is confirmed: to cancel it, {contact}; cancelling now, {time} before the start, the terms refund {percent}% of the deposit you pay at the dealer, {refund} of {deposit}.',
    "Questa prenotazione è confermata: per annullarla {contact}; annullando ora, {time} prima dell'inizio, le condizioni rimborsano il {percent}% dell'acconto che versi alla concessionaria, {refund} su {deposit}.",
  ],
  'cancellation.confirmed_no_refund': [
    'This reservation is confirmed: to cancel it, {contact}; less than 48 hours before the start the terms refund nothing of the {deposit} deposit you pay at the dealer.',
    "Questa prenotazione è confermata: per annullarla {contact}; nelle 48 ore prima dell'inizio le condizioni non rimborsano nulla dell'acconto di {deposit} che versi alla concessionaria.",
  ],
  'cancellation.confirmed_started': [
    'The rental has already started: to cancel it, {contact}; once it has started the terms refund nothing of the {deposit} deposit you pay at the dealer.',
    "Il noleggio è già iniziato: per annullarlo {contact}; a noleggio iniziato le condizioni non rimborsano nulla dell'acconto di {deposit} che versi alla concessionaria.",
  ],
  'cancellation.call_dealer': ['call {dealer} on {telephone}', 'chiama {dealer} al numero {telephone}'],
  'cancellation.contact_dealer': ['contact {dealer}', 'contatta {dealer}'],
  'cancellation.the_dealer': ['the dealer', 'la concessionaria'],
  'cancellation.days': ['{count} days', '{count} giorni'],
  'cancellation.hours': ['{count} hours', '{count} ore'],
  'cancellation.hour': ['1 hour', '1 ora'],
  'cancellation.under_an_hour': ['less than an hour', "meno di un'ora"],
  'status.DECLINED': ['declined', 'rifiutata'],
  'status.EXPIRED': ['expired', 'scaduta'],
  'status.DELETED': ['cancelled', 'annullata'],
  'booking.accepted': ['The booking was accepted.', 'La prenotazione è stata accettata.'],
  'booking.declined': ['The booking was declined.', 'La prenotazione è stata rifiutata.'],
  'dealer.reason_too_long': [
    'The reason may be at most 500 characters.',
    'Il motivo può avere al massimo 500 caratteri.',
  ],
  'dealer.reason_invalid': ['The reason must be text.', 'Il motivo deve essere un testo.'],
  'dealer.key_required': ['A valid x-dealer-key header is required.', 'Serve un header x-dealer-key valido.'],
  'calendar.invalid_link': [
    'This calendar link is not valid or has expired. Ask for a new one.',
    'Questo link al calendario non è valido o è scaduto. Richiedine uno nuovo.',
  ],
  'receipt.invalid_link': [
    'This receipt link is not valid or has expired. Ask for a new one.',
    'Questo link alla ricevuta non è valido o è scaduto. Richiedine uno nuovo.',
  ],
  'places.unavailable': [
    'The geocoder is not available. Try again later.',
    'Il geocoder non è disponibile. Riprova più tardi.',
  ],
} as const satisfies Record<string, readonly [en: string, it: string]>

export type MessageCode = keyof typeof MESSAGES

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code)
}

/**
 * The text of a code in a language; `{name}` placeholders are filled from `params` (a missing one is
 * left as it is, so the omission shows). An unknown code is answered as itself.
 */
export function translate(code: string, language: Language, params: Record<string, string | number> = {}) {
  const pair = isMessageCode(code) ? MESSAGES[code] : undefined
  const text = pair ? pair[language === 'it' ? 1 : 0] : code
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
