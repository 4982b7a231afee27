import type { Texts } from './texts'

/** The dealer side's texts: keys, the operator's calls, decisions and their record (issue 33). */
export const DEALER_TEXTS = {
  'dealer.key_required': [
    "A valid x-dealer-key header is required: one of the dealership's keys, or the operator key.",
    "Serve un header x-dealer-key valido: una chiave della concessionaria o la chiave dell'operatore.",
  ],
  'operator.key_required': [
    'A valid x-operator-key header is required.',
    'Serve un header x-operator-key valido.',
  ],
  'dealer.reason_required': [
    'Say why the booking is declined: choose a reason from the list, or write one (1 to 500 characters); the customer is told.',
    "Indica perché la prenotazione viene rifiutata: scegli un motivo dall'elenco oppure scrivilo (da 1 a 500 caratteri); viene comunicato al cliente.",
  ],
  'dealer.reason_code_invalid': [
    'Choose one of the listed reasons: vehicle_unavailable, dates_unavailable, maintenance or other.',
    'Scegli uno dei motivi elencati: vehicle_unavailable, dates_unavailable, maintenance oppure other.',
  ],
  'dealer.reason_too_long': [
    'The reason may be at most 500 characters.',
    'Il motivo può avere al massimo 500 caratteri.',
  ],
  'dealer.reason_invalid': ['The reason must be text.', 'Il motivo deve essere un testo.'],
  'dealer.not_found': ['No dealer has this id.', 'Nessuna concessionaria ha questo id.'],
  'dealer.key_label_invalid': [
    'The label must be 1 to 100 characters: say what the key is for, such as the system that uses it.',
    "L'etichetta deve avere da 1 a 100 caratteri: indica a cosa serve la chiave, ad esempio il sistema che la usa.",
  ],
  'dealer.key_not_found': ['No dealer key has this id.', 'Nessuna chiave di concessionaria ha questo id.'],
  'dealer.key_created': [
    'The key was created. It is shown only this once: keep it somewhere safe now.',
    'La chiave è stata creata. Viene mostrata solo questa volta: conservala subito in un posto sicuro.',
  ],
  'dealer.key_revoked': [
    'The key was revoked: it no longer opens any call.',
    'La chiave è stata revocata: non apre più alcuna chiamata.',
  ],
  'dealer.keys_listed': ["The dealership's keys.", 'Le chiavi della concessionaria.'],
  'dealer.decision_found': ['The decision on the booking.', 'La decisione sulla prenotazione.'],
  'dealer.decision_not_found': [
    'No decision on this booking is on record yet.',
    'Per questa prenotazione non è ancora registrata alcuna decisione.',
  ],
} as const satisfies Texts
