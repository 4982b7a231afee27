import type { ReactNode } from 'react'
import { messageIdOf } from './field-ids'

/**
 * A field's look: the class prefix of its stylesheet (`auth-field__*` in auth-form.css, `checkout-field__*`
 * in checkout-form.css, `login-field__*` in login.css) and how its message behaves.
 *
 * `announce`: the message is always in the page as an alert region, so a message that appears (on leaving
 * the field, from the server) is read out; the login and account-creation forms check as the customer
 * goes. The checkout and the account forms check on submit and move the focus to the first field to fix
 * (or to the summary of errors), and keep one alert beside Save or Book: an alert per field would read
 * every message at once. `mark`: the round "!" before the text.
 */
const LOOKS = {
  auth: { announce: true, mark: true },
  checkout: { announce: false, mark: true },
  login: { announce: true, mark: false },
} as const

export type Look = keyof typeof LOOKS

/** What a field shows under it: its message, already in the customer's language (null for none). */
export type FieldError = ReactNode

/** A field's message under it, tied to the field (`id`) by its own id. */
export function FieldMessage({ look, id, error }: { look: Look; id: string; error: FieldError }) {
  const { announce, mark } = LOOKS[look]
  if (!announce && !error) return null
  return (
    <p id={messageIdOf(id)} className={`${look}-field__error`} role={announce ? 'alert' : undefined}>
      {error ? (
        <>
          {mark ? (
            <span className={`${look}-field__error-icon`} aria-hidden="true">
              !
            </span>
          ) : null}
          {error}
        </>
      ) : null}
    </p>
  )
}
