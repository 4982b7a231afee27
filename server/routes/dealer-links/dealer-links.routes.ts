import type { Context } from 'hono'
import { Hono } from 'hono'
import type { DealerAnswerLinkState } from '../../../src/contract/dealer-links'
import { answerByLink, readAnswerLink } from '../../bookings/answer-by-link'
import type { AppEnv } from '../../http/context'
import { json, ok } from '../../http/envelope'
import { httpError } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { Refusal } from '../../refusal'
import { writeHolds } from '../../search/freshness'
import { linkSettingsOf, readLinkAnswer, readLinkQuery } from './link-input'

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
    const input = await readLinkAnswer(c, to)
    const settings = linkSettingsOf(c)
    const now = c.var.clock.now()
    try {
      const result = await writeHolds(c.var, (tx, changed) => answerByLink(tx, input, settings, now, changed))
      if (!result.decided) return notAnswerable(c, result.state)
      c.var.mailer.deliver(result.email)
    } catch (error) {
      // Another answer (by any channel) won the race, or the deadline passed meanwhile: say which.
      if (!(error instanceof Refusal && error.code === 'booking.not_pending')) throw error
      return notAnswerable(c, await readAnswerLink(c.var.db, input.link, settings, now))
    }
    const state = await readAnswerLink(c.var.db, input.link, settings, now)
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
    const link = await readLinkQuery(c)
    const state = await readAnswerLink(c.var.db, link, linkSettingsOf(c), c.var.clock.now())
    return ok(c, state, translate('dealer.answer_link_read', c.var.language))
  })
  .post('/answer/accept', answer('ACCEPTED'))
  .post('/answer/decline', answer('DECLINED'))
