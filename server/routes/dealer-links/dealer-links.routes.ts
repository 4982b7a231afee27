import type { Context } from 'hono'
import { Hono } from 'hono'
import type * as v from 'valibot'
import {
  DealerAnswerAcceptRequestSchema,
  DealerAnswerDeclineRequestSchema,
  DealerAnswerLinkQuerySchema,
  type DealerAnswerLinkState,
  dealerAnswerLinkEntries,
} from '../../../src/contract/dealer-links'
import {
  answerByLink,
  type LinkAnswer,
  type LinkSettings,
  readAnswerLink,
} from '../../bookings/answer-by-link'
import type { AnswerLinkFields } from '../../dealers/answer-links'
import type { AppEnv } from '../../http/context'
import { HttpError, json, ok } from '../../http/envelope'
import { httpError, readJson, readQuery } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { Refusal } from '../../refusal'
import { writeHolds } from '../../search/freshness'

const settingsOf = (c: Context<AppEnv>): LinkSettings => ({
  secret: c.var.config.receiptSecret,
  answerHours: c.var.config.dealerAnswerHours,
  linkOrigin: c.var.config.linkOrigin,
})

const LINK_FIELDS = Object.keys(dealerAnswerLinkEntries)

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

/** A link that no longer answers: 409 with the decision's record, or 410 when the request expired. */
function notAnswerable(c: Context<AppEnv>, state: DealerAnswerLinkState) {
  if (state.state === 'decided') {
    const message = translate('dealer.answer_decided', c.var.language)
    return json(c, { success: false, message, data: state.decision }, 409)
  }
  throw httpError(c, 410, 'dealer.answer_expired')
}

function answer(to: 'ACCEPTED' | 'DECLINED') {
  return async (c: Context<AppEnv>) => {
    let link: AnswerLinkFields
    let decision: LinkAnswer
    if (to === 'ACCEPTED') {
      link = linkOf(await read(c, () => readJson(c, DealerAnswerAcceptRequestSchema)))
      decision = { decision: to }
    } else {
      const body: v.InferOutput<typeof DealerAnswerDeclineRequestSchema> = await read(c, () =>
        readJson(c, DealerAnswerDeclineRequestSchema),
      )
      link = linkOf(body)
      decision = { decision: to, reason: body.reason || null, reasonCode: body.reason_code ?? null }
    }
    const settings = settingsOf(c)
    const now = c.var.clock.now()
    try {
      const result = await writeHolds(c.var, (tx, changed) =>
        answerByLink(tx, { link, answer: decision }, settings, now, changed),
      )
      if (!result.decided) return notAnswerable(c, result.state)
      c.var.mailer.deliver(result.email)
    } catch (error) {
      // Another answer (by any channel) won the race, or the deadline passed meanwhile: say which.
      if (!(error instanceof Refusal && error.code === 'booking.not_pending')) throw error
      return notAnswerable(c, await readAnswerLink(c.var.db, link, settings, now))
    }
    const state = await readAnswerLink(c.var.db, link, settings, now)
    return ok(
      c,
      state,
      translate(to === 'ACCEPTED' ? 'booking.accepted' : 'booking.declined', c.var.language),
    )
  }
}

/**
 * The dealer's emailed Accept / Decline links (src/contract/dealer-links.ts): no sign-in, the signed
 * link is the credential. GET reads what a link opens and never changes anything (mail scanners open
 * links); POST answers the request as the link's staff member, once.
 */
export const dealerLinksRoutes = new Hono<AppEnv>()
  .get('/answer', async (c) => {
    const query = await read(c, () => readQuery(c, DealerAnswerLinkQuerySchema))
    const state = await readAnswerLink(c.var.db, linkOf(query), settingsOf(c), c.var.clock.now())
    return ok(c, state, translate('dealer.answer_link_read', c.var.language))
  })
  .post('/answer/accept', answer('ACCEPTED'))
  .post('/answer/decline', answer('DECLINED'))
