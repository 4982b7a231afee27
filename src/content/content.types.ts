/**
 * Shapes of the long-form bilingual content: the rental terms, the cookie notice and the FAQs.
 * Strings are plain text (no HTML or markdown): the views decide the markup.
 */

/** One block of body text: a paragraph, a bulleted list or a captioned table. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }

/** One article or section; `id` is the same in every language, `number` shows as "Art. n". */
export type Article = { id: string; number?: number; title: string; blocks: Block[] }

export type LegalDocument = {
  title: string
  /** ISO date of the last revision, e.g. 2026-11-01. */
  updated: string
  intro: Block[]
  articles: Article[]
}

/** SPEC §3 FAQ group: id, title, faqsInfo[] {question, answer}. */
export type FaqGroup = {
  id: 'before' | 'during' | 'after'
  title: string
  faqsInfo: { question: string; answer: string }[]
}
