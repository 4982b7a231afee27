import type { Texts } from './texts'

/**
 * The API's texts for accounts and the calls every resource shares: the envelope's `message` for the
 * codes the server also returns in `errors`, and the answers the app itself gives (413, 500, unknown
 * calls). The SPA translates the codes with its own catalogs; these texts are for curl users.
 */
export const API_TEXTS = {
  'http.body_too_large': [
    'The request body is larger than {kilobytes} kB.',
    'Il corpo della richiesta supera {kilobytes} kB.',
  ],
  'http.internal_error': [
    'An internal error occurred. Please try again later.',
    'Si è verificato un errore interno. Riprova più tardi.',
  ],
  'http.api_key_required': ['The x-api-key header is required.', "L'header x-api-key è obbligatorio."],
  'http.api_key_invalid': ['The API key is not valid.', "La chiave dell'API non è valida."],
  'http.invalid_timezone': [
    'The X-Timezone header must be an IANA time zone such as Europe/Rome.',
    "L'header X-Timezone deve essere un fuso orario IANA, come Europe/Rome.",
  ],
  'http.headers_too_large': [
    'The request headers are larger than 16 kB.',
    'Le intestazioni della richiesta superano 16 kB.',
  ],
  'http.request_timeout': [
    'The request took too long to arrive.',
    'La richiesta ha impiegato troppo tempo ad arrivare.',
  ],
  'http.bad_http': ['The request is not valid HTTP.', 'La richiesta non è HTTP valido.'],
  'dev.lock_not_found': ['No such time-slot lock', 'Blocco della fascia oraria inesistente'],
  'http.no_such_call': ['No such API call: {method} {path}', 'Chiamata API inesistente: {method} {path}'],
  'http.file_not_found': ['Not found', 'Non trovato'],
  'http.app_not_built': [
    'The web app is not built. Run `npm run build`, or start with `npm start`.',
    "L'app web non è compilata. Esegui `npm run build`, oppure avvia con `npm start`.",
  ],
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
} as const satisfies Texts
