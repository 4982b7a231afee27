import { FAMILY_NAMES, type Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import { PRODUCT_NAME } from '../../src/contract/system'

export type RenderedEmail = {
  kind: 'password_reset' | 'welcome' | 'email_changed'
  subject: string
  text: string
  html: string
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function layout(paragraphs: string[], link?: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
  const button = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  return `<!doctype html>\n<html><body>\n${body}${button}\n</body></html>`
}

export function passwordResetEmail(
  language: Language,
  input: { firstName: string; family: Family; link: string; minutes: number },
): RenderedEmail {
  const brand = `${FAMILY_NAMES[input.family]} | ${PRODUCT_NAME}`
  const t =
    language === 'it'
      ? {
          subject: `${brand}: reimposta la password`,
          lines: [
            `Ciao ${input.firstName},`,
            `abbiamo ricevuto una richiesta di reimpostare la password. Il link vale ${input.minutes} minuti e si può usare una volta sola.`,
            'Se non sei stato tu, ignora questa email: la password resta quella di prima.',
          ],
          label: 'Reimposta la password',
        }
      : {
          subject: `${brand}: reset your password`,
          lines: [
            `Hello ${input.firstName},`,
            `we received a request to reset your password. The link works for ${input.minutes} minutes, once.`,
            'If it was not you, ignore this email: your password stays as it was.',
          ],
          label: 'Reset your password',
        }
  return {
    kind: 'password_reset',
    subject: t.subject,
    text: [...t.lines.slice(0, 2), `${t.label}: ${input.link}`, t.lines[2]].join('\n\n'),
    html: layout(t.lines, { href: input.link, label: t.label }),
  }
}

export function welcomeEmail(language: Language, input: { firstName: string }): RenderedEmail {
  const t =
    language === 'it'
      ? {
          subject: `Benvenuto in ${PRODUCT_NAME}`,
          lines: [
            `Ciao ${input.firstName},`,
            'il tuo account è pronto: puoi cercare, prenotare e gestire i tuoi noleggi.',
          ],
        }
      : {
          subject: `Welcome to ${PRODUCT_NAME}`,
          lines: [
            `Hello ${input.firstName},`,
            'your account is ready: you can search, book and manage your rentals.',
          ],
        }
  return { kind: 'welcome', subject: t.subject, text: t.lines.join('\n\n'), html: layout(t.lines) }
}

/** To the old address after an account's email changed: what changed, and the way back for 72 hours. */
export function emailChangedEmail(
  language: Language,
  input: { firstName: string; family: Family; newEmail: string; link: string; hours: number },
): RenderedEmail {
  const brand = `${FAMILY_NAMES[input.family]} | ${PRODUCT_NAME}`
  const t =
    language === 'it'
      ? {
          subject: `${brand}: l'email del tuo account è cambiata`,
          lines: [
            `Ciao ${input.firstName},`,
            `l'indirizzo email del tuo account è stato cambiato in ${input.newEmail}. Da ora accedi con quello.`,
            `Se non sei stato tu, annulla la modifica entro ${input.hours} ore: l'account torna a questo indirizzo e tutte le sessioni vengono chiuse.`,
          ],
          label: 'Annulla la modifica',
        }
      : {
          subject: `${brand}: your account's email changed`,
          lines: [
            `Hello ${input.firstName},`,
            `your account's email address was changed to ${input.newEmail}. From now on you log in with it.`,
            `If it was not you, undo the change within ${input.hours} hours: the account goes back to this address and every session ends.`,
          ],
          label: 'Undo the change',
        }
  return {
    kind: 'email_changed',
    subject: t.subject,
    text: [...t.lines, `${t.label}: ${input.link}`].join('\n\n'),
    html: layout(t.lines, { href: input.link, label: t.label }),
  }
}
