import { FAMILY_NAMES } from '../../src/contract/family'
import { PRODUCT_NAME } from '../../src/contract/system'
import { type EmailDocument, greetingOf, t } from './document'
import type { EmailData } from './email-data'
import { DEALER_TIME, formatDealerTime } from './format'

/** The emails about the customer's account rather than a booking. */
export type AccountEmailData = Exclude<EmailData, { booking: unknown }>

export function accountEmail(data: AccountEmailData): EmailDocument {
  const { language: l } = data
  const brand = `${FAMILY_NAMES[data.family]} | ${PRODUCT_NAME}`
  const greeting = greetingOf(data)
  const footer = t(
    l,
    `Ricevi questa email di servizio perché hai un account ${PRODUCT_NAME}.`,
    `You receive this service email because you have a ${PRODUCT_NAME} account.`,
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
        footer,
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
        footer,
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
        footer,
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
        footer,
      }
  }
}
