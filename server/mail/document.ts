import type { Language } from '../../src/contract/language'
import { PRODUCT_NAME } from '../../src/contract/system'
import { type TextKey, translate } from '../i18n/messages'
import type { TextParams } from '../i18n/texts'
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

/** An email's text from the server's catalogue (server/i18n) in `language`; `{product}` is the product's name. */
export const say = (language: Language, key: TextKey, params: TextParams = {}) =>
  translate(key, language, { product: PRODUCT_NAME, ...params })

export const greetingOf = (data: EmailData) => say(data.language, 'email.greeting', { name: data.firstName })
