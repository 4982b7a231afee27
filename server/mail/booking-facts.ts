import type { Language } from '../../src/contract/language'
import { type Block, t } from './document'
import type { BookingFacts } from './email-data'
import { DEALER_TIME, formatDealerTime, formatEuros, formatMoney } from './format'

/** The parts every booking email shares: the booking's summary and what to bring at pick-up. */

function when(iso: string, language: Language) {
  return `${formatDealerTime(iso, language)} (${DEALER_TIME[language]})`
}

export function bookingFacts(b: BookingFacts, language: Language, full: boolean): Block {
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t(language, 'Prenotazione', 'Reservation'), value: b.reservation },
    { label: t(language, 'Veicolo', 'Vehicle'), value: b.model },
    { label: t(language, 'Ritiro', 'Pick-up'), value: when(b.start, language) },
    { label: t(language, 'Riconsegna', 'Return'), value: when(b.end, language) },
    {
      label: t(language, 'Concessionaria', 'Dealer'),
      value: `${b.dealer.name}, ${b.dealer.address}, ${b.dealer.city}`,
    },
    // A telephone number is never broken over two lines.
    { label: t(language, 'Telefono', 'Telephone'), value: b.dealer.telephone.replace(/ /g, '\u00a0') },
  ]
  if (full) {
    for (const line of b.lines) {
      const label =
        line.type === 'rental_rate'
          ? t(
              language,
              `Noleggio, ${b.days} ${b.days === 1 ? 'giorno' : 'giorni'}`,
              `Rental, ${b.days} ${b.days === 1 ? 'day' : 'days'}`,
            )
          : line.name
      const quantity = line.type === 'service' && line.quantity > 1 ? ` × ${line.quantity}` : ''
      rows.push({
        label: `${label}${quantity}`,
        value: formatMoney(line.unitCents * line.quantity, language),
      })
    }
    rows.push({
      label: t(language, 'Totale IVA inclusa', 'Total including VAT'),
      value: formatMoney(b.totalCents, language),
      strong: true,
    })
  }
  return { type: 'facts', caption: t(language, 'La tua prenotazione', 'Your booking'), rows }
}

export function bringList(b: BookingFacts, language: Language): Block[] {
  const deposit = formatEuros(b.securityDeposit, language)
  return [
    { type: 'subheading', text: t(language, 'Cosa portare al ritiro', 'What to bring at pick-up') },
    {
      type: 'list',
      items: t(
        language,
        [
          'La patente di guida originale, valida per la categoria del veicolo e conseguita da almeno 36 mesi',
          "Un documento d'identità valido",
          `Una carta di credito intestata al conducente principale: la cauzione di ${deposit} viene bloccata su di essa`,
          'Il conducente deve avere almeno 25 anni',
        ],
        [
          "Your original driving licence, valid for the vehicle's category and held for at least 36 months",
          'A valid identity document',
          `A credit card in the main driver's name: the security deposit of ${deposit} is blocked on it`,
          'The driver must be at least 25 years old',
        ],
      ),
    },
  ]
}
