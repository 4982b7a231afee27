import nodemailer from 'nodemailer'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Clock, Logger, Mailer } from '../runtime'
import type { OutgoingEmail } from './email-data'
import { drawQueued, type QueuedEmail } from './outbox'
import { markEmailFailed, markEmailSent } from './outbox-store'

/**
 * With SMTP_URL, sends through that server (nodemailer) and marks the row sent. Without it, the
 * outbox row is the delivery: the log says an email is queued, naming only the address, never the
 * link or token it carries.
 */
export function createMailer(deps: { config: Config; db: Database; clock: Clock; logger: Logger }): Mailer {
  const { config, db, clock, logger } = deps
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined
  const inFlight = new Set<Promise<void>>()

  /** A failure is logged (the address, never the content) and kept on the email's row. */
  async function recordFailure(email: { id: string; to: string }, step: 'drawn' | 'sent', error: unknown) {
    const reason = error instanceof Error ? error.message : String(error)
    logger.error(`email to ${email.to} could not be ${step}`, { email_id: email.id, reason })
    await markEmailFailed(db, email.id, reason).catch(() => undefined)
  }

  async function send(email: OutgoingEmail, smtp: NonNullable<typeof transport>) {
    try {
      await smtp.sendMail({
        from: config.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.content_type,
        })),
      })
      await markEmailSent(db, email.id, clock.now())
      logger.info(`email sent to ${email.to}`, { email_id: email.id })
    } catch (error) {
      await recordFailure(email, 'sent', error)
    }
  }

  async function draw(email: QueuedEmail): Promise<OutgoingEmail | undefined> {
    try {
      return await drawQueued(db, email)
    } catch (error) {
      await recordFailure(email, 'drawn', error)
      return undefined
    }
  }

  async function deliverOne(email: QueuedEmail) {
    const drawn = await draw(email)
    if (!drawn) return
    if (transport) await send(drawn, transport)
    else logger.info(`email queued to ${email.to}`, { email_id: email.id })
  }

  return {
    deliver: (email) => {
      const delivering = deliverOne(email).finally(() => inFlight.delete(delivering))
      inFlight.add(delivering)
    },
    idle: async () => {
      await Promise.all([...inFlight])
    },
  }
}
