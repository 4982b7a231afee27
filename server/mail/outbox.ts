import { randomUUID } from 'node:crypto'
import type { OutboxEmail } from '../../src/contract/outbox'
import type { Queryable } from '../db/database'
import type { EmailAttachment, EmailData, OutgoingEmail } from './email-data'
import { renderInWorker } from './email-pool'
import { insertOutboxEmails, listOutboxRows, saveDrawnEmail } from './outbox-store'

/** An email written to the outbox with its facts, not yet drawn. */
export type QueuedEmail = { id: string; to: string; data: EmailData; attachments: EmailAttachment[] }

/**
 * Writes an email's facts to the outbox inside the caller's transaction, so the email exists exactly
 * when the change it reports does. It is drawn after the commit (`mailer.deliver`, or `drawQueued` when
 * read first): drawing inside the transaction would hold its connection while the drawing thread is
 * busy, and a burst of bookings would then wait for connections.
 */
export async function queueEmail(
  tx: Queryable,
  to: string,
  data: EmailData,
  now: Date,
  attachments: EmailAttachment[] = [],
): Promise<QueuedEmail> {
  const email = newEmail(to, data, attachments)
  await insertOutboxEmails(tx, [email], now)
  return email
}

/** An email to write to the outbox (`queueEmails`), with its own id. */
export function newEmail(to: string, data: EmailData, attachments: EmailAttachment[] = []): QueuedEmail {
  return { id: randomUUID(), to, data, attachments }
}

/** Writes several emails to the outbox in one statement, in the caller's transaction, as `queueEmail` does. */
export async function queueEmails(tx: Queryable, emails: QueuedEmail[], now: Date): Promise<void> {
  await insertOutboxEmails(tx, emails, now)
}

/** Draws a queued email (off this thread) and keeps its subject and bodies on its row. */
export async function drawQueued(db: Queryable, email: QueuedEmail): Promise<OutgoingEmail> {
  const drawn = await renderInWorker(email.data)
  await saveDrawnEmail(db, email.id, drawn)
  return {
    id: email.id,
    to: email.to,
    subject: drawn.subject,
    text: drawn.text,
    html: drawn.html,
    attachments: email.attachments,
  }
}

export async function listOutbox(db: Queryable, to: string | undefined): Promise<OutboxEmail[]> {
  const rows = await listOutboxRows(db, to)
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value)
  // An email read before its delivery drew it is drawn now.
  const drawn = await Promise.all(
    rows.map((row) =>
      row.html_body === null && row.data !== null
        ? drawQueued(db, {
            id: row.id,
            to: row.to_address,
            data: parse(row.data),
            attachments: parse(row.attachments),
          })
        : undefined,
    ),
  )
  return rows.map((row, index) => {
    const attachments: EmailAttachment[] = parse(row.attachments)
    const late = drawn[index]
    return {
      id: row.id,
      to: row.to_address,
      kind: row.kind,
      language: row.language,
      subject: late?.subject ?? row.subject ?? '',
      text: late?.text ?? row.text_body ?? '',
      html: late?.html ?? row.html_body ?? '',
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
