import type { Language } from '../../src/contract/language'
import type { OutboxEmail } from '../../src/contract/outbox'
import type { Queryable } from '../db/database'
import type { EmailAttachment, EmailData } from './email-data'

/** The outbox table: every email the server writes, its facts first, its drawn parts and delivery after. */

/**
 * Writes emails to the outbox in one statement, in their order (each row's `seq` follows it): one
 * round trip for a booking's email to the customer and its request to each of the dealership's staff.
 */
export async function insertOutboxEmails(
  tx: Queryable,
  emails: readonly { id: string; to: string; data: EmailData; attachments: EmailAttachment[] }[],
  now: Date,
) {
  if (emails.length === 0) return
  await tx.query(
    `INSERT INTO email_outbox (id, to_address, kind, language, data, attachments, created_at)
     SELECT id, to_address, kind, language, data::jsonb, attachments::jsonb, $7
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       WITH ORDINALITY AS e(id, to_address, kind, language, data, attachments, position)
     ORDER BY position`,
    [
      emails.map((email) => email.id),
      emails.map((email) => email.to),
      emails.map((email) => email.data.kind),
      emails.map((email) => email.data.language),
      emails.map((email) => JSON.stringify(email.data)),
      emails.map((email) => JSON.stringify(email.attachments)),
      now,
    ],
  )
}

/** Keeps an email's drawn subject and bodies on its row, in place of its facts. */
export async function saveDrawnEmail(
  db: Queryable,
  id: string,
  drawn: { subject: string; text: string; html: string },
) {
  await db.query(
    'UPDATE email_outbox SET subject = $2, text_body = $3, html_body = $4, data = NULL WHERE id = $1',
    [id, drawn.subject, drawn.text, drawn.html],
  )
}

export async function markEmailSent(db: Queryable, id: string, at: Date) {
  await db.query('UPDATE email_outbox SET sent_at = $2, last_error = NULL WHERE id = $1', [id, at])
}

/** Records why an email could not be drawn or sent (its first 500 characters). */
export async function markEmailFailed(db: Queryable, id: string, reason: string) {
  await db.query('UPDATE email_outbox SET last_error = $2 WHERE id = $1', [id, reason.slice(0, 500)])
}

export type OutboxRow = {
  id: string
  to_address: string
  kind: OutboxEmail['kind']
  language: Language
  subject: string | null
  text_body: string | null
  html_body: string | null
  data: EmailData | string | null
  attachments: EmailAttachment[] | string
  created_at: Date
  sent_at: Date | null
}

/** The newest hundred emails, to one address or to all. */
export async function listOutboxRows(db: Queryable, to: string | undefined): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, kind, language, subject, text_body, html_body, data, attachments, created_at, sent_at
     FROM email_outbox WHERE ($1::text IS NULL OR to_address = $1)
     ORDER BY seq DESC LIMIT 100`,
    [to ?? null],
  )
  return rows
}
