import { randomUUID } from 'node:crypto'
import type { Language } from '../../src/contract/language'
import type { OutboxEmail } from '../../src/contract/outbox'
import type { Queryable } from '../db/database'
import type { OutgoingEmail } from './mailer'
import type { RenderedEmail } from './templates'

/** Writes a rendered email to the outbox (inside the caller's transaction); deliver it after commit. */
export async function queueEmail(
  tx: Queryable,
  to: string,
  language: Language,
  email: RenderedEmail,
  now: Date,
): Promise<OutgoingEmail> {
  const id = randomUUID()
  await tx.query(
    `INSERT INTO email_outbox (id, to_address, kind, language, subject, text_body, html_body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, to, email.kind, language, email.subject, email.text, email.html, now],
  )
  return { id, to, subject: email.subject, text: email.text, html: email.html }
}

type OutboxRow = {
  id: string
  to_address: string
  kind: OutboxEmail['kind']
  language: Language
  subject: string
  text_body: string
  html_body: string
  created_at: Date
  sent_at: Date | null
}

export async function listOutbox(db: Queryable, to: string | undefined): Promise<OutboxEmail[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, kind, language, subject, text_body, html_body, created_at, sent_at
     FROM email_outbox WHERE ($1::text IS NULL OR to_address = $1)
     ORDER BY seq DESC LIMIT 100`,
    [to ?? null],
  )
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    kind: row.kind,
    language: row.language,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }))
}
