import type { Texts } from './texts'

/**
 * The texts of a search card and of a booking's price lines: the rate's line, the pricing details and
 * the gearboxes, which the catalogue stores in English.
 */
export const SEARCH_CARD_TEXTS = {
  'card.rental_rate': ['Rental rate - 24 hours', 'Tariffa di noleggio - 24 ore'],
  'card.km_included': ['Included km', 'Chilometri inclusi'],
  'card.km_per_day': ['Included km per day', 'Chilometri inclusi al giorno'],
  'card.security_deposit': ['Security deposit', 'Deposito cauzionale'],
  'card.deposit': ['Deposit (30%)', 'Acconto (30%)'],
  'card.gearbox.automatic_8': ['Automatic 8-speed', 'Automatico a 8 rapporti'],
  'card.gearbox.manual_6': ['Manual 6-speed', 'Manuale a 6 rapporti'],
} as const satisfies Texts
