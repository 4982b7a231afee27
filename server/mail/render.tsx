import { render } from '@react-email/render'
import { composeEmail } from './compose-email'
import type { EmailData, RenderedEmail } from './email-data'
import { EmailHtml } from './templates/email-html'
import { emailText } from './text'

/**
 * An email's subject, HTML and text part. Runs in the email renderer's thread (email-worker.ts):
 * React's rendering is the one place where the customer's text is escaped.
 */
export async function renderEmail(data: EmailData): Promise<RenderedEmail> {
  const doc = composeEmail(data)
  const html = await render(<EmailHtml doc={doc} family={data.family} language={data.language} />)
  return { kind: data.kind, subject: doc.subject, html, text: emailText(doc) }
}
