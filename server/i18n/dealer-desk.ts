import type { Texts } from './texts'

/** The dealer desk's calls (issue 33): requests, upcoming, decided, vehicles, calendars and vehicle blocks. */
export const DEALER_DESK_TEXTS = {
  'dealer.desk_requests': [
    'The requests waiting for an answer, the most urgent first.',
    'Le richieste in attesa di risposta, dalla più urgente.',
  ],
  'dealer.desk_request': ['The request.', 'La richiesta.'],
  'dealer.desk_upcoming': [
    'The pick-ups and returns of the confirmed bookings, day by day.',
    'I ritiri e le riconsegne delle prenotazioni confermate, giorno per giorno.',
  ],
  'dealer.desk_decided': [
    'The requests answered, expired or cancelled, the newest first.',
    'Le richieste con una risposta, scadute o annullate, dalla più recente.',
  ],
  'dealer.desk_vehicles': ["The dealership's vehicles.", 'I veicoli della concessionaria.'],
  'dealer.desk_calendar': ["The vehicle's calendar.", 'Il calendario del veicolo.'],
  'dealer.dealer_required': [
    'Name the dealership with the dealer parameter (its id): the operator belongs to none.',
    "Indica la concessionaria con il parametro dealer (il suo id): l'operatore non appartiene ad alcuna.",
  ],
  'dealer.vehicle_not_found': [
    'The dealership has no vehicle with this plate.',
    'La concessionaria non ha un veicolo con questa targa.',
  ],
  'dealer.block_not_found': ['The dealership has no such block.', 'La concessionaria non ha questo blocco.'],
  'dealer.block_overlaps': [
    'The vehicle is booked, held by a customer or already blocked in part of this period: choose other dates, or answer the booking first.',
    'Il veicolo è prenotato, riservato da un cliente o già bloccato in parte di questo periodo: scegli altre date oppure rispondi prima alla prenotazione.',
  ],
  'dealer.block_created': [
    'The vehicle is blocked: customers cannot book it in this period.',
    'Il veicolo è bloccato: i clienti non possono prenotarlo in questo periodo.',
  ],
  'dealer.block_deleted': [
    'The block is removed: customers can book the vehicle in this period again.',
    'Il blocco è stato rimosso: i clienti possono di nuovo prenotare il veicolo in questo periodo.',
  ],
  'dealer.input_error.dealer': ['The dealership id is not valid.', "L'id della concessionaria non è valido."],
  'dealer.input_error.days': [
    'The number of days must be a whole number from 1 to 31.',
    'Il numero di giorni deve essere un numero intero da 1 a 31.',
  ],
  'dealer.input_error.limit': [
    'The page size must be a whole number from 1 to 100.',
    'La dimensione della pagina deve essere un numero intero da 1 a 100.',
  ],
  'dealer.input_error.cursor': [
    'This cursor is not valid: pass the next_cursor of the page before, as it came.',
    'Questo cursore non è valido: passa il next_cursor della pagina precedente così come è arrivato.',
  ],
  'dealer.input_error.from': [
    'The first day must be a date that exists, as YYYY-MM-DD.',
    'Il primo giorno deve essere una data esistente, nel formato AAAA-MM-GG.',
  ],
  'dealer.input_error.plate': [
    'The plate must be two letters, three digits and two letters (AB123CD).',
    'La targa deve essere di due lettere, tre cifre e due lettere (AB123CD).',
  ],
  'dealer.input_error.block_id': ['The block id is not valid.', "L'id del blocco non è valido."],
  'dealer.input_error.block_start': [
    'The start must be a date and time with its offset (ISO 8601, e.g. 2027-03-16T09:00:00+01:00).',
    "L'inizio deve essere una data e un'ora con il fuso (ISO 8601, ad es. 2027-03-16T09:00:00+01:00).",
  ],
  'dealer.input_error.block_end': [
    'The end must be a date and time with its offset (ISO 8601, e.g. 2027-03-18T18:00:00+01:00).',
    "La fine deve essere una data e un'ora con il fuso (ISO 8601, ad es. 2027-03-18T18:00:00+01:00).",
  ],
  'dealer.input_error.block_end_before_start': [
    'The end must come after the start.',
    "La fine deve venire dopo l'inizio.",
  ],
  'dealer.input_error.block_start_past': [
    'The start cannot be in the past.',
    "L'inizio non può essere nel passato.",
  ],
  'dealer.input_error.block_too_long': [
    'A block lasts at most 365 days.',
    'Un blocco dura al massimo 365 giorni.',
  ],
  'dealer.input_error.block_reason_required': [
    'Say why the vehicle is blocked.',
    'Indica perché il veicolo è bloccato.',
  ],
  'dealer.input_error.block_reason_too_long': [
    'The reason may be at most 200 characters long.',
    'Il motivo può essere lungo al massimo 200 caratteri.',
  ],
} as const satisfies Texts
