import { HTTPError } from 'ky'
import { type ApiFailure, parseApiFailure } from '../contract/api-failure'

/** A failed call as the machines see it: the server's code, translated message and field errors. */
export async function toFailure(error: unknown): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) return { code: 'network' }
  let body: unknown
  try {
    body = await error.response.clone().json()
  } catch {
    return { code: `http.${error.response.status}` }
  }
  return parseApiFailure(body, error.response.status)
}
