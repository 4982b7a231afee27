import { Hono } from 'hono'
import { findBooking } from '../../bookings/answer-deadline-store'
import type { AppEnv } from '../../http/context'
import { translate } from '../../i18n/messages'
import { RECEIPT_PATH, verifyReceiptLink } from '../../receipts/receipt-link'
import { renderReceipt } from '../../receipts/receipt-pdf'

/**
 * The signed receipt link (outside /api/v1: a new browser tab sends no x-api-key or Bearer token).
 * The signature stands for both: it names the booking, the language and the expiry.
 */
export const receiptFileRoutes = new Hono<AppEnv>().get(`${RECEIPT_PATH}/:file`, async (c) => {
  const id = c.req.param('file').replace(/\.pdf$/, '')
  const language = c.req.query('language') === 'it' ? 'it' : 'en'
  const valid =
    /^[0-9a-f-]{36}$/.test(id) &&
    verifyReceiptLink(
      c.var.config.receiptSecret,
      {
        id,
        language: c.req.query('language') ?? '',
        expires: c.req.query('expires') ?? '',
        signature: c.req.query('signature') ?? '',
      },
      c.var.clock.now(),
    )
  const booking = valid
    ? await findBooking(c.var.db, id, c.var.clock.now(), c.var.config.dealerAnswerHours)
    : undefined
  if (!booking) return c.text(translate('receipt.invalid_link', language), 403)
  const pdf = await renderReceipt(booking, language)
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="receipt-${booking.reservation_number}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
})
