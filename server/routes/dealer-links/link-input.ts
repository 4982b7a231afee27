import type { Context } from 'hono'
import {
  DealerAnswerAcceptRequestSchema,
  DealerAnswerDeclineRequestSchema,
  DealerAnswerLinkQuerySchema,
  dealerAnswerLinkEntries,
} from '../../../src/contract/dealer-links'
import type { LinkAnswer, LinkSettings } from '../../bookings/answer-by-link'
import type { AnswerLinkFields } from '../../dealers/answer-links'
import type { AppEnv } from '../../http/context'
import { HttpError } from '../../http/envelope'
import { httpError, readJson, readQuery } from '../../http/validate'

/** What the answer link calls read: the link's signed fields, and the answer a POST gives. */

const LINK_FIELDS = Object.keys(dealerAnswerLinkEntries)

export const linkSettingsOf = (c: Context<AppEnv>): LinkSettings => ({
  secret: c.var.config.receiptSecret,
  answerHours: c.var.config.dealerAnswerHours,
  linkOrigin: c.var.config.linkOrigin,
})

/**
 * Input read with a contract schema; a missing or malformed link field is a link that does not open
 * (403, as a tampered one), and a decline's reason speaks for itself (its own message, as the dealer
 * calls do).
 */
async function read<T>(c: Context<AppEnv>, reading: () => T | Promise<T>): Promise<T> {
  try {
    return await reading()
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const fields = Object.keys(error.errors ?? {})
    if (fields.some((field) => LINK_FIELDS.includes(field))) throw httpError(c, 403, 'dealer.link_invalid')
    const reason = error.errors?.reason?.[0]
    if (reason) throw httpError(c, 400, reason, { errors: error.errors })
    throw error
  }
}

const linkOf = (input: AnswerLinkFields): AnswerLinkFields => ({
  booking: input.booking,
  staff: input.staff,
  expires: input.expires,
  signature: input.signature,
})

/** GET's query: the link. */
export async function readLinkQuery(c: Context<AppEnv>): Promise<AnswerLinkFields> {
  return linkOf(await read(c, () => readQuery(c, DealerAnswerLinkQuerySchema)))
}

/** POST's body: the link, and for a decline its reason (a common one, a text, or both). */
export async function readLinkAnswer(
  c: Context<AppEnv>,
  to: LinkAnswer['decision'],
): Promise<{ link: AnswerLinkFields; answer: LinkAnswer }> {
  if (to === 'ACCEPTED') {
    const body = await read(c, () => readJson(c, DealerAnswerAcceptRequestSchema))
    return { link: linkOf(body), answer: { decision: to } }
  }
  const body = await read(c, () => readJson(c, DealerAnswerDeclineRequestSchema))
  const answer = { decision: to, reason: body.reason || null, reasonCode: body.reason_code ?? null }
  return { link: linkOf(body), answer }
}
