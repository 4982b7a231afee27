import type { BookingStatus } from '../bookings/booking-store'

/** Receipt wording; the terms are SPEC §9's (deposit 30%, cancellation by notice). */
export function receiptTexts(language: 'it' | 'en') {
  const statuses: Record<BookingStatus, string> =
    language === 'it'
      ? {
          PENDING: 'In attesa',
          ACCEPTED: 'Confermata',
          DECLINED: 'Rifiutata',
          EXPIRED: 'Scaduta',
          DELETED: 'Annullata',
        }
      : {
          PENDING: 'Pending',
          ACCEPTED: 'Confirmed',
          DECLINED: 'Declined',
          EXPIRED: 'Expired',
          DELETED: 'Cancelled',
        }
  return language === 'it'
    ? {
        statuses,
        title: 'Ricevuta di prenotazione',
        reservation: 'Numero di prenotazione',
        status: 'Stato',
        customer: 'Cliente',
        vehicle: 'Veicolo',
        dealer: 'Concessionaria',
        dates: 'Date',
        pickup: 'Ritiro',
        return: 'Riconsegna',
        zone: 'ora italiana, Europe/Rome',
        duration: 'Periodi di noleggio',
        prices: 'Dettaglio prezzi',
        excluding: 'Imponibile',
        vat: 'IVA',
        total: 'Totale IVA inclusa',
        deposit: 'Acconto',
        securityDeposit: 'Deposito cauzionale',
        cancellation: 'Condizioni di cancellazione',
        cancellationRules: [
          'Fino a 7 giorni prima del ritiro: rimborso totale.',
          'Da 7 giorni a 48 ore prima del ritiro: rimborso del 50%.',
          'Meno di 48 ore prima del ritiro: nessun rimborso.',
          'Una prenotazione confermata resta riservata 7 giorni per il pagamento presso la concessionaria.',
        ],
      }
    : {
        statuses,
        title: 'Booking receipt',
        reservation: 'Reservation number',
        status: 'Status',
        customer: 'Customer',
        vehicle: 'Vehicle',
        dealer: 'Dealer',
        dates: 'Dates',
        pickup: 'Pickup',
        return: 'Return',
        zone: 'Italian time, Europe/Rome',
        duration: 'Rental periods',
        prices: 'Price breakdown',
        excluding: 'Net of VAT',
        vat: 'VAT',
        total: 'Total including VAT',
        deposit: 'Deposit',
        securityDeposit: 'Security deposit',
        cancellation: 'Cancellation terms',
        cancellationRules: [
          'Up to 7 days before pickup: full refund.',
          'From 7 days to 48 hours before pickup: 50% refund.',
          'Less than 48 hours before pickup: no refund.',
          'A confirmed booking is held 7 days for payment at the dealer.',
        ],
      }
}
