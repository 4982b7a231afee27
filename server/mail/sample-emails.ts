import type { Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import type { BookingFacts, EmailData } from './email-data'

/** One of every email with the same customer and booking, for the tests and for looking at them. */
export function sampleEmails(language: Language, family: Family, firstName = 'Giulia'): EmailData[] {
  const origin = 'https://rent.example.com'
  const booking: BookingFacts = {
    reservation: 'AR-7KQ2-M9XD',
    model: family === 'jaguar' ? 'Jaguar F-Pace' : 'Defender 110',
    start: '2027-03-06T09:00:00.000Z',
    end: '2027-03-09T17:30:00.000Z',
    days: 4,
    dealer: {
      name: 'Autovia Milano',
      address: 'Viale Monza 120',
      city: 'Milano',
      telephone: '+39 02 1234 5678',
    },
    lines: [
      { name: 'Tariffa giornaliera', quantity: 4, unitCents: 24_500, type: 'rental_rate' },
      {
        name: language === 'it' ? 'Seggiolino per bambini' : 'Child seat',
        quantity: 1,
        unitCents: 4_800,
        type: 'service',
      },
      {
        name: language === 'it' ? 'Secondo conducente' : 'Second driver',
        quantity: 1,
        unitCents: 6_000,
        type: 'service',
      },
    ],
    totalCents: 108_800,
    vatCents: 19_620,
    securityDeposit: family === 'jaguar' ? 3_500 : 4_000,
  }
  const common = { language, family, firstName, origin }
  const search = `${origin}/${family}/search/choose-vehicle?cap=20121&lat=45.4642&lng=9.19&model=defender-110&dateFrom=06%2F03%2F2027&timeFrom=10%3A00&dateTo=09%2F03%2F2027&timeTo=18%3A30`
  const reservations = `${origin}/${family}/account/my-reservations`
  const answer =
    'booking=7d9c2f4e-5a61-4c1b-9e0a-2b8f3c4d5e6f&staff=3f1e8a2b-6c4d-4e5f-8a9b-0c1d2e3f4a5b&expires=1804066200&signature=abc'
  return [
    { ...common, kind: 'welcome' },
    {
      ...common,
      kind: 'password_reset',
      link: `${origin}/${family}/autentication/reset-password?token=abc`,
      minutes: 60,
    },
    {
      ...common,
      kind: 'password_changed',
      changedAt: '2027-02-20T16:45:00.000Z',
      forgotLink: `${origin}/${family}/autentication/forgot`,
    },
    {
      ...common,
      kind: 'email_changed',
      newEmail: 'giulia.new@example.com',
      link: `${origin}/${family}/autentication/undo-email-change?token=abc`,
      hours: 72,
    },
    { ...common, kind: 'booking_received', booking, reservationsLink: reservations },
    { ...common, kind: 'booking_confirmed', booking, reservationsLink: reservations },
    {
      ...common,
      kind: 'booking_declined',
      booking,
      reason:
        language === 'it'
          ? 'Il veicolo è in manutenzione straordinaria in quei giorni. Ci scusiamo: saremo lieti di aiutarla con un altro modello.'
          : 'The vehicle is in for unscheduled maintenance on those days. We apologise and will gladly help you with another model.',
      reasonCode: 'maintenance',
      searchLink: search,
    },
    { ...common, kind: 'booking_expired', booking, searchLink: search },
    {
      ...common,
      kind: 'booking_cancelled',
      booking,
      refundCents: null,
      refundStatement:
        language === 'it'
          ? 'Non era stato pagato nulla: annullarla non costa nulla e non è previsto alcun rimborso.'
          : 'Nothing had been paid: cancelling it cost nothing, and there is nothing to refund.',
      reservationsLink: reservations,
    },
    {
      ...common,
      kind: 'dealer_invitation',
      dealerName: 'Autovia Milano',
      link: `${origin}/dealer/set-password?token=abc`,
      hours: 72,
    },
    {
      ...common,
      kind: 'dealer_password_reset',
      link: `${origin}/dealer/reset-password?token=abc`,
      minutes: 60,
    },
    {
      ...common,
      kind: 'dealer_answer_reminder',
      request: booking,
      customerName: `${firstName} Rossi`,
      answerBy: '2027-03-04T09:30:00.000Z',
      deskLink: `${origin}/dealer`,
    },
    {
      ...common,
      kind: 'dealer_new_request',
      request: booking,
      plate: 'GK123LM',
      customerName: `${firstName} Rossi`,
      answerBy: '2027-03-04T09:30:00.000Z',
      acceptLink: `${origin}/dealer/answer/accept?${answer}`,
      declineLink: `${origin}/dealer/answer/decline?${answer}`,
    },
  ]
}
