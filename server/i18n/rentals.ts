import type { Texts } from './texts'

/**
 * The API's texts for renting: dates and search parameters, vehicles, time-slot locks, bookings and
 * their cancellation, the dealer's decisions, calendar and receipt links, places and the search index.
 */
export const RENTAL_TEXTS = {
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
} as const satisfies Texts
