import type { Language } from '../../src/contract/language'
import { type Block, say } from './document'
import type { BookingFacts } from './email-data'
import { dealerTime, formatEuros, formatMoney } from './format'

/** The parts every booking email shares: the booking's summary and what to bring at pick-up. */

type FactRow = { label: string; value: string; strong?: boolean }

export function bookingFacts(b: BookingFacts, language: Language, full: boolean): Block {
  const rows: FactRow[] = [
    { label: say(language, 'email.facts.reservation'), value: b.reservation },
    { label: say(language, 'email.facts.vehicle'), value: b.model },
    { label: say(language, 'email.facts.pickup'), value: dealerTime(b.start, language) },
    { label: say(language, 'email.facts.return'), value: dealerTime(b.end, language) },
    {
      label: say(language, 'email.facts.dealer'),
      value: `${b.dealer.name}, ${b.dealer.address}, ${b.dealer.city}`,
    },
    // A telephone number is never broken over two lines.
    { label: say(language, 'email.facts.telephone'), value: b.dealer.telephone.replace(/ /g, '\u00a0') },
  ]
  if (full) rows.push(...priceRows(b, language))
  return { type: 'facts', caption: say(language, 'email.facts.caption'), rows }
}

/** The booking's priced lines (the rental, then each option) and its total, as rows of facts. */
export function priceRows(b: BookingFacts, language: Language): FactRow[] {
  const rows: FactRow[] = b.lines.map((line) => {
    const label =
      line.type === 'rental_rate'
        ? say(language, b.days === 1 ? 'email.facts.rental_day' : 'email.facts.rental_days', {
            days: b.days,
          })
        : line.name
    const quantity = line.type === 'service' && line.quantity > 1 ? ` × ${line.quantity}` : ''
    return { label: `${label}${quantity}`, value: formatMoney(line.unitCents * line.quantity, language) }
  })
  rows.push({
    label: say(language, 'email.facts.total'),
    value: formatMoney(b.totalCents, language),
    strong: true,
  })
  return rows
}

export function bringList(b: BookingFacts, language: Language): Block[] {
  const deposit = formatEuros(b.securityDeposit, language)
  return [
    { type: 'subheading', text: say(language, 'email.bring') },
    {
      type: 'list',
      items: [
        say(language, 'email.bring.1'),
        say(language, 'email.bring.2'),
        say(language, 'email.bring.3', { deposit }),
        say(language, 'email.bring.4'),
      ],
    },
  ]
}
