import type { FieldErrors } from '../src/contract/envelope'

/**
 * A use case's "no": an HTTP status and a code of the message catalogue, with the field errors and the
 * message's parameters. Use cases know no request; the app answers a refusal in the envelope, in the
 * caller's language (`createApp`'s error handler), as `httpError` does in a route.
 */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503,
    readonly code: string,
    readonly details: {
      errors?: FieldErrors
      params?: Record<string, string | number>
      headers?: Record<string, string>
    } = {},
  ) {
    super(code)
    this.name = 'Refusal'
  }
}
