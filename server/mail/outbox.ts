import { randomUUID } from 'node:crypto'
import type { Language } from '../../src/contract/language'
import type { OutboxEmail } from '../../src/contract/outbox'
import type { Queryable } from '../db/database'
import type { EmailAttachment, EmailData } from './email-data'
import { renderInWorker } from './email-pool'
import type { OutgoingEmail } from './mailer'

/**
 * Renders an email (off this thread) and writes it to the outbox inside the caller's transaction, so
 * the email exists exactly when the change it reports does; deliver the answer after the commit.
 */
export async function queueEmail(
  tx: Queryable,
  to: string,
  data: EmailData,
  now: Date,
  attachments: EmailAttachment[] = [],
): Promise<OutgoingEmail> {
  const email = await renderInWorker(data)
  const id = randomUUID()
  await tx.query(
    `INSERT INTO email_outbox (id, to_address, kind, language, subject, text_body, html_body, attachments, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      id,
      to,
      email.kind,
      data.language,
      email.subject,
      email.text,
      email.html,
      JSON.stringify(attachments),
      now,
    ],
  )
  return { id, to, subject: email.subject, text: email.text, html: email.html, attachments }
}

type OutboxRow = {
  id: string
  to_address: string
  kind: OutboxEmail['kind']
  language: Language
  subject: string
  text_body: string
  html_body: string
  attachments: EmailAttachment[] | string
  created_at: Date
  sent_at: Date | null
}

export async function listOutbox(db: Queryable, to: string | undefined): Promise<OutboxEmail[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, kind, language, subject, text_body, html_body, attachments, created_at, sent_at
     FROM email_outbox WHERE ($1::text IS NULL OR to_address = $1)
     ORDER BY seq DESC LIMIT 100`,
    [to ?? null],
  )
  return rows.map((row) => {
    const attachments: EmailAttachment[] =
      typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments
    return {
      id: row.id,
      to: row.to_address,
      kind: row.kind,
      language: row.language,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        content_type: a.content_type,
        size: Buffer.byteLength(a.content),
        content: a.content,
      })),
      created_at: new Date(row.created_at).toISOString(),
      sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    }
  })
}
