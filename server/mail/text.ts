import { PRODUCT_NAME } from '../../src/contract/system'
import type { Block, EmailDocument } from './document'

function block(b: Block): string {
  switch (b.type) {
    case 'paragraph':
    case 'notice':
      return b.text
    case 'subheading':
      return `${b.text}\n${'-'.repeat(b.text.length)}`
    case 'facts':
      return b.rows.map((row) => `${row.label}: ${row.value}`).join('\n')
    case 'list':
      return b.items.map((item) => `- ${item}`).join('\n')
    case 'quote':
      return `${b.label}:\n"${b.text}"`
    case 'button':
      return `${b.label}: ${b.href}`
  }
}

/** The plain-text part: the same document as the HTML, for mail apps that show no HTML. */
export function emailText(doc: EmailDocument): string {
  const parts = [doc.heading, doc.greeting, ...doc.blocks.map(block), `--\n${PRODUCT_NAME}\n${doc.footer}`]
  return `${parts.join('\n\n').replace(/\u00a0/g, ' ')}\n`
}
