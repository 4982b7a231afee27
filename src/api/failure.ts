import { HTTPError } from 'ky'
import type { WizardFailure } from '../../machines/wizard/wizard.types'

/** A failed call as the machines see it: the server's code, translated message and field errors. */
export async function toFailure(error: unknown): Promise<WizardFailure> {
  if (!(error instanceof HTTPError)) return { code: 'network' }
  try {
    const body = (await error.response.clone().json()) as {
      code?: unknown
      message?: unknown
      errors?: Record<string, string[]>
    }
    const firstCode = body.errors ? Object.values(body.errors)[0]?.[0] : undefined
    return {
      code: typeof body.code === 'string' ? body.code : (firstCode ?? `http.${error.response.status}`),
      message: typeof body.message === 'string' ? body.message : undefined,
      errors: body.errors,
    }
  } catch {
    return { code: `http.${error.response.status}` }
  }
}
