import { FAMILY_NAMES } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import { PRODUCT_NAME } from '../../src/contract/system'
import type { BookingFacts, EmailData } from './email-data'
import { DEALER_TIME, formatDealerTime, formatEuros, formatMoney } from './format'

/**
 * An email's content, in its language, before markup: the same document becomes the HTML part
 * (templates/email-html.tsx) and the text part (text.ts), so the two always say the same.
 */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'facts'; caption: string; rows: { label: string; value: string; strong?: boolean }[] }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; label: string; text: string }
  | { type: 'button'; label: string; href: string }
  | { type: 'notice'; text: string }

export type EmailDocument = {
  subject: string
  /** The line mail apps show after the subject. */
  preview: string
  heading: string
  greeting: string
  blocks: Block[]
  /** Why the customer gets this email, in the footer. */
  footer: string
}

const t = <T>(language: Language, it: T, en: T): T => (language === 'it' ? it : en)

function when(iso: string, language: Language) {
  return `${formatDealerTime(iso, language)} (${DEALER_TIME[language]})`
}

function bookingFacts(b: BookingFacts, language: Language, full: boolean): Block {
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

function bringList(b: BookingFacts, language: Language): Block[] {
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

/** English goes on after "Hello Ada," with a capital; Italian after "Ciao Ada," in lower case. */
export function composeEmail(data: EmailData): EmailDocument {
  const doc = compose(data)
  const [first, ...rest] = doc.blocks
  if (data.language !== 'en' || first?.type !== 'paragraph') return doc
  return {
    ...doc,
    blocks: [{ ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) }, ...rest],
  }
}

function compose(data: EmailData): EmailDocument {
  const { language: l } = data
  const brand = `${FAMILY_NAMES[data.family]} | ${PRODUCT_NAME}`
  const greeting = t(l, `Ciao ${data.firstName},`, `Hello ${data.firstName},`)
  const accountFooter = t(
    l,
    `Ricevi questa email di servizio perché hai un account ${PRODUCT_NAME}.`,
    `You receive this service email because you have a ${PRODUCT_NAME} account.`,
  )
  const bookingFooter = t(
    l,
    `Ricevi questa email di servizio per una prenotazione fatta con il tuo account ${PRODUCT_NAME}.`,
    `You receive this service email about a booking made with your ${PRODUCT_NAME} account.`,
  )
  switch (data.kind) {
    case 'welcome':
      return {
        subject: t(l, `Ti diamo il benvenuto in ${PRODUCT_NAME}`, `Welcome to ${PRODUCT_NAME}`),
        preview: t(l, 'Il tuo account è pronto.', 'Your account is ready.'),
        heading: t(l, 'Il tuo account è pronto', 'Your account is ready'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              'da ora puoi cercare un veicolo per luogo, modello e date, prenotarlo in pochi passi e seguire i tuoi noleggi da Le mie prenotazioni.',
              'you can now search for a vehicle by place, model and dates, book it in a few steps and follow your rentals in My reservations.',
            ),
          },
          {
            type: 'button',
            label: t(l, 'Cerca un veicolo', 'Find a vehicle'),
            href: `${data.origin}/${data.family}/search/choose-vehicle`,
          },
        ],
        footer: accountFooter,
      }
    case 'password_reset':
      return {
        subject: t(l, `${brand}: reimposta la password`, `${brand}: reset your password`),
        preview: t(l, `Il link vale ${data.minutes} minuti.`, `The link works for ${data.minutes} minutes.`),
        heading: t(l, 'Reimposta la password', 'Reset your password'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `abbiamo ricevuto una richiesta di reimpostare la password. Il link vale ${data.minutes} minuti e si può usare una volta sola.`,
              `we received a request to reset your password. The link works for ${data.minutes} minutes, once.`,
            ),
          },
          { type: 'button', label: t(l, 'Reimposta la password', 'Reset your password'), href: data.link },
          {
            type: 'notice',
            text: t(
              l,
              'Se non sei stato tu, ignora questa email: la password resta quella di prima.',
              'If it was not you, ignore this email: your password stays as it was.',
            ),
          },
        ],
        footer: accountFooter,
      }
    case 'password_changed':
      return {
        subject: t(l, `${brand}: la tua password è cambiata`, `${brand}: your password changed`),
        preview: t(l, 'Se non sei stato tu, reimpostala subito.', 'If this was not you, reset it now.'),
        heading: t(l, 'La tua password è cambiata', 'Your password changed'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `la password del tuo account è stata cambiata ${formatDealerTime(data.changedAt, l)} (${DEALER_TIME[l]}). Le altre sessioni aperte sono state chiuse.`,
              `your account's password was changed on ${formatDealerTime(data.changedAt, l)} (${DEALER_TIME[l]}). Every other open session was ended.`,
            ),
          },
          {
            type: 'paragraph',
            text: t(
              l,
              "Se l'hai cambiata tu, non devi fare nulla.",
              'If you changed it, there is nothing to do.',
            ),
          },
          {
            type: 'notice',
            text: t(
              l,
              'Se non sei stato tu, reimposta subito la password con il link qui sotto e scegline una che non usi altrove.',
              'If this was not you, reset your password now with the link below, and choose one you use nowhere else.',
            ),
          },
          {
            type: 'button',
            label: t(l, 'Reimposta la password', 'Reset your password'),
            href: data.forgotLink,
          },
        ],
        footer: accountFooter,
      }
    case 'email_changed':
      return {
        subject: t(
          l,
          `${brand}: l'email del tuo account è cambiata`,
          `${brand}: your account's email changed`,
        ),
        preview: t(l, `Ora accedi con ${data.newEmail}.`, `You now log in with ${data.newEmail}.`),
        heading: t(l, "L'email del tuo account è cambiata", "Your account's email changed"),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: t(
              l,
              `l'indirizzo email del tuo account è stato cambiato in ${data.newEmail}. Da ora accedi con quello.`,
              `your account's email address was changed to ${data.newEmail}. From now on you log in with it.`,
            ),
          },
          {
            type: 'notice',
            text: t(
              l,
              `Se non sei stato tu, annulla la modifica entro ${data.hours} ore: l'account torna a questo indirizzo e tutte le sessioni vengono chiuse.`,
              `If it was not you, undo the change within ${data.hours} hours: the account goes back to this address and every session ends.`,
            ),
          },
          { type: 'button', label: t(l, 'Annulla la modifica', 'Undo the change'), href: data.link },
        ],
        footer: accountFooter,
      }
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
        footer: bookingFooter,
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
        footer: bookingFooter,
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
        footer: bookingFooter,
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
        footer: bookingFooter,
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
        footer: bookingFooter,
      }
    }
  }
}
