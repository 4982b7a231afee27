import type { Texts } from './texts'

/** The texts of a booking's calendar file (the pick-up and the return as appointments). */
export const CALENDAR_TEXTS = {
  'calendar.pickup': ['{product} · Pick up {model}', '{product} · Ritiro {model}'],
  'calendar.return': ['{product} · Return {model}', '{product} · Riconsegna {model}'],
  'calendar.reservation': ['Reservation', 'Prenotazione'],
  'calendar.dealer': ['Dealer', 'Concessionaria'],
  'calendar.bring': [
    "Bring your driving licence, an identity document and a credit card in the main driver's name.",
    "Porta la patente di guida, un documento d'identità e una carta di credito intestata al conducente principale.",
  ],
} as const satisfies Texts
