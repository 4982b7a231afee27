import { type TextKey, translate } from '../i18n/messages'

/** A booking status the receipt names: each has its `receipt.status.*` text in the catalogue. */
type ReceiptStatus = TextKey extends infer K ? (K extends `receipt.status.${infer S}` ? S : never) : never
const STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'DELETED'] as const satisfies ReceiptStatus[]
/** The catalogue's fuel types, Italian data, by their stored value. */
const FUELS = ['Diesel', 'Benzina', 'Elettrica', 'Ibrida'] as const

/**
 * The receipt's wording in its language, from the server's text catalogue (server/i18n/receipt.ts): the
 * PDF (receipt-pdf.ts) reads it by name.
 */
export function receiptTexts(language: 'it' | 'en') {
  const say = (key: TextKey) => translate(key, language)
  return {
    statuses: Object.fromEntries(STATUSES.map((s) => [s, say(`receipt.status.${s}`)])) as Record<
      ReceiptStatus,
      string
    >,
    title: say('receipt.title'),
    reservation: say('receipt.reservation'),
    status: say('receipt.status'),
    customer: say('receipt.customer'),
    vehicle: say('receipt.vehicle'),
    dealer: say('receipt.dealer'),
    dates: say('receipt.dates'),
    pickup: say('receipt.pickup'),
    return: say('receipt.return'),
    zone: say('receipt.zone'),
    duration: say('receipt.duration'),
    prices: say('receipt.prices'),
    excluding: say('receipt.excluding'),
    vat: say('receipt.vat'),
    total: say('receipt.total'),
    deposit: say('receipt.deposit'),
    securityDeposit: say('receipt.security_deposit'),
    cancellation: say('receipt.cancellation'),
    plate: say('receipt.plate'),
    fuel: say('receipt.fuel'),
    fuels: Object.fromEntries(FUELS.map((f) => [f, say(`receipt.fuel.${f}`)])) as Record<string, string>,
    telephone: say('receipt.telephone'),
    description: say('receipt.description'),
    quantity: say('receipt.quantity'),
    unitPrice: say('receipt.unit_price'),
    amount: say('receipt.amount'),
    rentalRate: say('receipt.rental_rate'),
    payAtDealer: say('receipt.pay_at_dealer'),
    cancellationRules: [
      say('receipt.cancellation_rule.1'),
      say('receipt.cancellation_rule.2'),
      say('receipt.cancellation_rule.3'),
      say('receipt.cancellation_rule.4'),
    ],
  }
}
