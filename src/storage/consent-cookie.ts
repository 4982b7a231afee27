import * as v from 'valibot'

/** SPEC §9: the consent choice is remembered for 364 days. */
export const CONSENT_MAX_AGE_SECONDS = 364 * 24 * 60 * 60
const NAME = 'altura_cookie_consent'

export const ConsentSchema = v.picklist(['accepted', 'rejected'])
export type Consent = v.InferOutput<typeof ConsentSchema>

/** The stored choice; none where there is no document (a page rendered ahead of time). */
export function readConsent(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): Consent | undefined {
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1)
  const result = v.safeParse(ConsentSchema, raw)
  return result.success ? result.output : undefined
}

export function consentCookie(consent: Consent, secure: boolean): string {
  return `${NAME}=${consent}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function writeConsent(consent: Consent): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we support.
  document.cookie = consentCookie(consent, window.location.protocol === 'https:')
}

/** Forgets the choice, so the banner asks again (the footer's "Cookie preferences"). */
export function forgetConsent(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${NAME}=; Max-Age=0; Path=/; SameSite=Lax`
}
