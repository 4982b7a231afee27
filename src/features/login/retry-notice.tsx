import { Plural, useLingui } from '@lingui/react/macro'

const locales = { it: 'it-IT', en: 'en-GB' } as const

/**
 * A refused burst of logins (HTTP 429): when the customer may try again, in minutes and on their own
 * clock. `now` is when the notice is drawn; the instant comes from the server's Retry-After.
 */
export function RetryNotice({ retryAt }: { retryAt: string }) {
  const { i18n } = useLingui()
  const at = new Date(retryAt)
  const minutes = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 60_000))
  const time = new Intl.DateTimeFormat(locales[i18n.locale === 'en' ? 'en' : 'it'], {
    hour: '2-digit',
    minute: '2-digit',
  }).format(at)
  return (
    <Plural
      value={minutes}
      one={`Too many attempts. For your security, try again in # minute (at ${time}).`}
      other={`Too many attempts. For your security, try again in # minutes (at ${time}).`}
    />
  )
}
