import type { Texts } from './texts'

/**
 * The texts of the emails about one booking: each kind's own, the booking's summary and what to bring
 * at pick-up. `{model}` and `{dealer}` are the booked model and its dealer's name.
 */
export const BOOKING_EMAIL_TEXTS = {
  'email.footer.booking': [
    'You receive this service email about a booking made with your {product} account.',
    'Ricevi questa email di servizio per una prenotazione fatta con il tuo account {product}.',
  ],
  'email.button.reservations': ['My reservations', 'Le mie prenotazioni'],
  'email.button.search_again': ['Search again', 'Cerca di nuovo'],
  'email.other_vehicles': [
    'Other vehicles may be free at the same place and on the same dates.',
    'Altri veicoli possono essere liberi nello stesso luogo e nelle stesse date.',
  ],
  'email.booking_received.subject': ['Booking received {reservation}', 'Prenotazione ricevuta {reservation}'],
  'email.booking_received.preview': [
    '{model} at {dealer}: the dealer will answer shortly.',
    '{model} presso {dealer}: la concessionaria ti risponderà a breve.',
  ],
  'email.booking_received.heading': ['We received your booking request', 'Abbiamo ricevuto la tua richiesta'],
  'email.booking_received.intro': [
    'your booking request for {model} has reached {dealer}. Here is the summary.',
    'la tua richiesta di prenotazione di {model} è arrivata a {dealer}. Ecco il riepilogo.',
  ],
  'email.booking_received.next': ['What happens next', 'Cosa succede ora'],
  'email.booking_received.next.1': [
    'The dealer checks the vehicle and the dates, and confirms the booking before the rental starts.',
    "La concessionaria controlla il veicolo e le date e conferma la prenotazione prima dell'inizio del noleggio.",
  ],
  'email.booking_received.next.2': [
    'We write to you as soon as they answer: the confirmation brings the appointments for your calendar.',
    'Ti scriviamo appena risponde: con la conferma ricevi anche gli appuntamenti da aggiungere al calendario.',
  ],
  'email.booking_received.next.3': [
    'Until the booking is confirmed you pay nothing, and you can cancel it free of charge in My reservations.',
    'Finché la prenotazione non è confermata non paghi nulla e puoi annullarla gratuitamente da Le mie prenotazioni.',
  ],
  'email.booking_confirmed.subject': [
    'Booking confirmed {reservation}',
    'Prenotazione confermata {reservation}',
  ],
  'email.booking_confirmed.preview': ['{dealer} expects you on {time}.', '{dealer} ti aspetta {time}.'],
  'email.booking_confirmed.heading': ['Your booking is confirmed', 'La tua prenotazione è confermata'],
  'email.booking_confirmed.intro': [
    '{dealer} has confirmed your booking of {model}. The pick-up and the return are attached, ready for your calendar.',
    '{dealer} ha confermato la tua prenotazione di {model}. In allegato trovi il ritiro e la riconsegna da aggiungere al calendario.',
  ],
  'email.booking_confirmed.notice': [
    'To change or cancel a confirmed booking, contact the dealer: {telephone}.',
    'Per modificare o annullare una prenotazione confermata contatta la concessionaria: {telephone}.',
  ],
  'email.booking_declined.subject': [
    'Booking not confirmed {reservation}',
    'Prenotazione non confermata {reservation}',
  ],
  'email.booking_declined.preview': [
    'The dealer cannot confirm it. You have not been charged.',
    'La concessionaria non può confermarla. Non ti è stato addebitato nulla.',
  ],
  'email.booking_declined.heading': [
    'The dealer cannot confirm your booking',
    'La concessionaria non può confermare',
  ],
  'email.booking_declined.intro': [
    'we are sorry: {dealer} cannot confirm your booking of {model}. You have not been charged.',
    'ci dispiace: {dealer} non può confermare la tua prenotazione di {model}. Non ti è stato addebitato nulla.',
  ],
  'email.booking_declined.reason': ["The dealer's message", 'Il messaggio della concessionaria'],
  'email.booking_declined.because': [
    'The reason the dealer gave: {reason}.',
    'Il motivo indicato dalla concessionaria: {reason}.',
  ],
  'email.decline_reason.vehicle_unavailable': [
    'the vehicle is not available',
    'il veicolo non è disponibile',
  ],
  'email.decline_reason.dates_unavailable': [
    'the vehicle is not available on the dates you chose',
    'il veicolo non è disponibile nelle date che hai scelto',
  ],
  'email.decline_reason.maintenance': [
    'the vehicle is in for maintenance on those dates',
    'il veicolo è in manutenzione in quelle date',
  ],
  'email.booking_expired.subject': ['Booking expired {reservation}', 'Prenotazione scaduta {reservation}'],
  'email.booking_expired.preview': [
    'The dealer did not answer in time. You have not been charged.',
    'La concessionaria non ha risposto in tempo. Non ti è stato addebitato nulla.',
  ],
  'email.booking_expired.heading': ['Your booking request expired', 'La tua richiesta è scaduta'],
  'email.booking_expired.intro': [
    '{dealer} did not answer your booking request for {model} before the rental was due to start, so the request expired. You have not been charged, and we are sorry for the trouble.',
    "{dealer} non ha risposto alla tua richiesta di prenotazione di {model} prima dell'inizio del noleggio, quindi la richiesta è scaduta. Non ti è stato addebitato nulla e ci scusiamo per l'inconveniente.",
  ],
  'email.booking_cancelled.subject': [
    'Booking cancelled {reservation}',
    'Prenotazione annullata {reservation}',
  ],
  'email.booking_cancelled.heading': ['You cancelled your booking', 'Hai annullato la prenotazione'],
  'email.booking_cancelled.intro': [
    'as you asked, your booking of {model} at {dealer} is cancelled and the vehicle is free again.',
    'come hai chiesto, la prenotazione di {model} presso {dealer} è annullata e il veicolo è di nuovo libero.',
  ],
  'email.booking_cancelled.refund': ['Refund', 'Rimborso'],
  'email.facts.caption': ['Your booking', 'La tua prenotazione'],
  'email.facts.reservation': ['Reservation', 'Prenotazione'],
  'email.facts.vehicle': ['Vehicle', 'Veicolo'],
  'email.facts.pickup': ['Pick-up', 'Ritiro'],
  'email.facts.return': ['Return', 'Riconsegna'],
  'email.facts.dealer': ['Dealer', 'Concessionaria'],
  'email.facts.telephone': ['Telephone', 'Telefono'],
  'email.facts.rental_day': ['Rental, {days} day', 'Noleggio, {days} giorno'],
  'email.facts.rental_days': ['Rental, {days} days', 'Noleggio, {days} giorni'],
  'email.facts.total': ['Total including VAT', 'Totale IVA inclusa'],
  'email.bring': ['What to bring at pick-up', 'Cosa portare al ritiro'],
  'email.bring.1': [
    "Your original driving licence, valid for the vehicle's category and held for at least 36 months",
    'La patente di guida originale, valida per la categoria del veicolo e conseguita da almeno 36 mesi',
  ],
  'email.bring.2': ['A valid identity document', "Un documento d'identità valido"],
  'email.bring.3': [
    "A credit card in the main driver's name: the security deposit of {deposit} is blocked on it",
    'Una carta di credito intestata al conducente principale: la cauzione di {deposit} viene bloccata su di essa',
  ],
  'email.bring.4': ['The driver must be at least 25 years old', 'Il conducente deve avere almeno 25 anni'],
} as const satisfies Texts
