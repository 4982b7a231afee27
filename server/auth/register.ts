import { randomUUID } from 'node:crypto'
import type { RegisterRequest } from '../../src/contract/auth'
import type { Queryable } from '../db/database'
import { queueEmail } from '../mail/outbox'
import { Refusal } from '../refusal'
import { insertUser, requireUser, upsertAddress } from '../users/user-store'
import { issueToken } from './session-store'

/**
 * A new customer account, with its address when one was given, its first session, and the welcome email,
 * in one transaction. `email` is the request's, normalized; `passwordHash` is hashed already (before the
 * transaction: hashing is slow).
 */
export async function registerAccount(
  tx: Queryable,
  input: {
    request: RegisterRequest
    email: string
    passwordHash: string
    tokenTtlMinutes: number
    origin: string
  },
  now: Date,
) {
  const { request, email } = input
  const userId = randomUUID()
  const created = await insertUser(
    tx,
    {
      id: userId,
      email,
      passwordHash: input.passwordHash,
      firstName: request.first_name.trim(),
      lastName: request.last_name.trim(),
      language: request.language,
      marketingConsent: request.marketing_consent,
      profilingConsent: request.profiling_consent,
    },
    now,
  )
  if (!created) {
    throw new Refusal(409, 'common.input_error.email_taken', {
      errors: { email: ['common.input_error.email_taken'] },
    })
  }
  if (request.address?.trim()) {
    await upsertAddress(
      tx,
      userId,
      randomUUID(),
      {
        address: request.address,
        house_number: request.house_number ?? '',
        additional_info: request.additional_info,
        city: request.city ?? '',
        postal_code: request.postal_code ?? '',
        country: request.country,
        address_type: 'home',
      },
      now,
    )
  }
  const session = await issueToken(tx, userId, now, input.tokenTtlMinutes)
  const mail = await queueEmail(
    tx,
    email,
    {
      kind: 'welcome',
      language: request.language,
      family: request.family_code ?? 'range-rover',
      firstName: request.first_name.trim(),
      origin: input.origin,
    },
    now,
  )
  return { session, user: await requireUser(tx, userId), mail }
}
