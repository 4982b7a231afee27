import type { Language } from '../../src/contract/language'
import type { EmailData } from './email-data'

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

export const t = <T>(language: Language, it: T, en: T): T => (language === 'it' ? it : en)

export const greetingOf = (data: EmailData) =>
  t(data.language, `Ciao ${data.firstName},`, `Hello ${data.firstName},`)
