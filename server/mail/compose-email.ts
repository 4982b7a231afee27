import { accountEmail } from './account-emails'
import { bookingEmail } from './booking-emails'
import { dealerEmail, isDealerEmail } from './dealer-emails'
import type { EmailDocument } from './document'
import type { EmailData } from './email-data'

/** English goes on after "Hello Ada," with a capital; Italian after "Ciao Ada," in lower case. */
export function composeEmail(data: EmailData): EmailDocument {
  const doc =
    'booking' in data ? bookingEmail(data) : isDealerEmail(data) ? dealerEmail(data) : accountEmail(data)
  const [first, ...rest] = doc.blocks
  if (data.language !== 'en' || first?.type !== 'paragraph') return doc
  return {
    ...doc,
    blocks: [{ ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) }, ...rest],
  }
}
