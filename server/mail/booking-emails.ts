import { PRODUCT_NAME } from '../../src/contract/system'
import { bookingFacts, bringList } from './booking-facts'
import { type Block, type EmailDocument, greetingOf, t } from './document'
import type { EmailData } from './email-data'
import { formatDealerTime, formatMoney } from './format'

/** The emails about one booking, each with its summary (booking-facts.ts). */
export type BookingEmailData = Extract<EmailData, { booking: unknown }>

export function bookingEmail(data: BookingEmailData): EmailDocument {
  const { language: l } = data
  const greeting = greetingOf(data)
  const footer = t(
    l,
    `Ricevi questa email di servizio per una prenotazione fatta con il tuo account ${PRODUCT_NAME}.`,
    `You receive this service email about a booking made with your ${PRODUCT_NAME} account.`,
  )
  switch (data.kind) {
    case 'booking_received': {
      const b = data.booking
      return {
        subject: t(l, `Prenotazione ricevuta ${b.reservation}`, `Booking received ${b.reservation}`),
        preview: t(
          l,
          `${b.model} presso ${b.dealer.name}: la concessionaria ti risponderà a breve.`,
          `${b.model} at ${b.dealer.name}: the dealer will answer shortly.`,
        ),
        heading: t(l, 'Abbiamo ricevuto la tua richiesta', 'We received your booking request'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `la tua richiesta di prenotazione di ${b.model} è arrivata a ${b.dealer.name}. Ecco il riepilogo.`,
              `your booking request for ${b.model} has reached ${b.dealer.name}. Here is the summary.`,
            ),
          },
          bookingFacts(b, l, true),
          { type: 'subheading', text: t(l, 'Cosa succede ora', 'What happens next') },
          {
            type: 'list',
            items: t(
              l,
              [
                "La concessionaria controlla il veicolo e le date e conferma la prenotazione prima dell'inizio del noleggio.",
                'Ti scriviamo appena risponde: con la conferma ricevi anche gli appuntamenti da aggiungere al calendario.',
                'Finché la prenotazione non è confermata non paghi nulla e puoi annullarla gratuitamente da Le mie prenotazioni.',
              ],
              [
                'The dealer checks the vehicle and the dates, and confirms the booking before the rental starts.',
                'We write to you as soon as they answer: the confirmation brings the appointments for your calendar.',
                'Until the booking is confirmed you pay nothing, and you can cancel it free of charge in My reservations.',
              ],
            ),
          },
          {
            type: 'button',
            label: t(l, 'Le mie prenotazioni', 'My reservations'),
            href: data.reservationsLink,
          },
        ],
        footer,
      }
    }
    case 'booking_confirmed': {
      const b = data.booking
      return {
        subject: t(l, `Prenotazione confermata ${b.reservation}`, `Booking confirmed ${b.reservation}`),
        preview: t(
          l,
          `${b.dealer.name} ti aspetta ${formatDealerTime(b.start, l)}.`,
          `${b.dealer.name} expects you on ${formatDealerTime(b.start, l)}.`,
        ),
        heading: t(l, 'La tua prenotazione è confermata', 'Your booking is confirmed'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `${b.dealer.name} ha confermato la tua prenotazione di ${b.model}. In allegato trovi il ritiro e la riconsegna da aggiungere al calendario.`,
              `${b.dealer.name} has confirmed your booking of ${b.model}. The pick-up and the return are attached, ready for your calendar.`,
            ),
          },
          bookingFacts(b, l, true),
          ...bringList(b, l),
          {
            type: 'notice',
            text: t(
              l,
              `Per modificare o annullare una prenotazione confermata contatta la concessionaria: ${b.dealer.telephone}.`,
              `To change or cancel a confirmed booking, contact the dealer: ${b.dealer.telephone}.`,
            ),
          },
          {
            type: 'button',
            label: t(l, 'Le mie prenotazioni', 'My reservations'),
            href: data.reservationsLink,
          },
        ],
        footer,
      }
    }
    case 'booking_declined': {
      const b = data.booking
      return {
        subject: t(
          l,
          `Prenotazione non confermata ${b.reservation}`,
          `Booking not confirmed ${b.reservation}`,
        ),
        preview: t(
          l,
          'La concessionaria non può confermarla. Non ti è stato addebitato nulla.',
          'The dealer cannot confirm it. You have not been charged.',
        ),
        heading: t(l, 'La concessionaria non può confermare', 'The dealer cannot confirm your booking'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `ci dispiace: ${b.dealer.name} non può confermare la tua prenotazione di ${b.model}. Non ti è stato addebitato nulla.`,
              `we are sorry: ${b.dealer.name} cannot confirm your booking of ${b.model}. You have not been charged.`,
            ),
          },
          ...(data.reason
            ? [
                {
                  type: 'quote',
                  label: t(l, 'Il messaggio della concessionaria', "The dealer's message"),
                  text: data.reason,
                } satisfies Block,
              ]
            : []),
          bookingFacts(b, l, false),
          {
            type: 'paragraph',
            text: t(
              l,
              'Altri veicoli possono essere liberi nello stesso luogo e nelle stesse date.',
              'Other vehicles may be free at the same place and on the same dates.',
            ),
          },
          { type: 'button', label: t(l, 'Cerca di nuovo', 'Search again'), href: data.searchLink },
        ],
        footer,
      }
    }
    case 'booking_expired': {
      const b = data.booking
      return {
        subject: t(l, `Prenotazione scaduta ${b.reservation}`, `Booking expired ${b.reservation}`),
        preview: t(
          l,
          'La concessionaria non ha risposto in tempo. Non ti è stato addebitato nulla.',
          'The dealer did not answer in time. You have not been charged.',
        ),
        heading: t(l, 'La tua richiesta è scaduta', 'Your booking request expired'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `${b.dealer.name} non ha risposto alla tua richiesta di prenotazione di ${b.model} prima dell'inizio del noleggio, quindi la richiesta è scaduta. Non ti è stato addebitato nulla e ci scusiamo per l'inconveniente.`,
              `${b.dealer.name} did not answer your booking request for ${b.model} before the rental was due to start, so the request expired. You have not been charged, and we are sorry for the trouble.`,
            ),
          },
          bookingFacts(b, l, false),
          {
            type: 'paragraph',
            text: t(
              l,
              'Altri veicoli possono essere liberi nello stesso luogo e nelle stesse date.',
              'Other vehicles may be free at the same place and on the same dates.',
            ),
          },
          { type: 'button', label: t(l, 'Cerca di nuovo', 'Search again'), href: data.searchLink },
        ],
        footer,
      }
    }
    case 'booking_cancelled': {
      const b = data.booking
      const facts = bookingFacts(b, l, false)
      if (facts.type === 'facts' && data.refundCents !== null) {
        facts.rows.push({
          label: t(l, 'Rimborso', 'Refund'),
          value: formatMoney(data.refundCents, l),
          strong: true,
        })
      }
      return {
        subject: t(l, `Prenotazione annullata ${b.reservation}`, `Booking cancelled ${b.reservation}`),
        preview: data.refundStatement,
        heading: t(l, 'Hai annullato la prenotazione', 'You cancelled your booking'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `come hai chiesto, la prenotazione di ${b.model} presso ${b.dealer.name} è annullata e il veicolo è di nuovo libero.`,
              `as you asked, your booking of ${b.model} at ${b.dealer.name} is cancelled and the vehicle is free again.`,
            ),
          },
          { type: 'paragraph', text: data.refundStatement },
          facts,
          {
            type: 'button',
            label: t(l, 'Le mie prenotazioni', 'My reservations'),
            href: data.reservationsLink,
          },
        ],
        footer,
      }
    }
  }
}
