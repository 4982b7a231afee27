import type { BookingStatus } from '../../bookings/booking-store'

/** The catalogue's fuel types (Italian data) as a receipt names them. */
type Fuels = Record<string, string>

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
        plate: 'Targa',
        fuel: 'Alimentazione',
        fuels: { Diesel: 'Diesel', Benzina: 'Benzina', Elettrica: 'Elettrica', Ibrida: 'Ibrida' } as Fuels,
        telephone: 'Tel.',
        description: 'Descrizione',
        quantity: 'Quantità',
        unitPrice: 'Prezzo unitario',
        amount: 'Importo',
        rentalRate: 'Tariffa di noleggio - 24 ore',
        payAtDealer: 'Il saldo si paga presso la concessionaria al ritiro del veicolo.',
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
        plate: 'Plate',
        fuel: 'Fuel',
        fuels: { Diesel: 'Diesel', Benzina: 'Petrol', Elettrica: 'Electric', Ibrida: 'Hybrid' } as Fuels,
        telephone: 'Tel.',
        description: 'Description',
        quantity: 'Qty',
        unitPrice: 'Unit price',
        amount: 'Amount',
        rentalRate: 'Rental rate - 24 hours',
        payAtDealer: 'The balance is paid at the dealer when the vehicle is picked up.',
        cancellationRules: [
          'Up to 7 days before pickup: full refund.',
          'From 7 days to 48 hours before pickup: 50% refund.',
          'Less than 48 hours before pickup: no refund.',
          'A confirmed booking is held 7 days for payment at the dealer.',
        ],
      }
}
