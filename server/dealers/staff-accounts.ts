import { randomUUID } from 'node:crypto'
import type { DealerMe } from '../../src/contract/dealer-staff'
import {
  STAFF_INVITATION_HOURS,
  STAFF_RESET_MINUTES,
  STAFF_TOKEN_PREFIX,
  type StaffMember,
} from '../../src/contract/dealer-staff'
import type { Language } from '../../src/contract/language'
import { spendDecoyHash, verifyPassword } from '../auth/passwords'
import { REFRESHED_TOKEN_GRACE_MS } from '../auth/session-store'
import { hashToken, newToken } from '../auth/tokens'
import type { Database, Queryable } from '../db/database'
import { type QueuedEmail, queueEmail } from '../mail/outbox'
import { Refusal } from '../refusal'
import type { DealerCaller } from './dealer-keys'
import {
  endAllStaffSessions,
  findDealer,
  findStaffByEmail,
  findStaffById,
  findStaffCredentials,
  findStaffSession,
  insertStaff,
  insertStaffLink,
  insertStaffSession,
  type LinkPurpose,
  listStaff,
  lockStaffLink,
  markStaffLinksUsed,
  reinviteStaff,
  retireStaffSession,
  revokeStaffSession,
  type StaffRow,
  setStaffPassword,
} from './staff-store'

/**
 * Dealer staff accounts (issue 33): the operator invites, the invitation's link sets the first password,
 * staff sign in and reset a forgotten password. Emailed links carry 256 random bits, are kept only as
 * their SHA-256, work once, and say why when they do not (unknown, used, expired). Sessions are their
 * own table's, and their tokens start with `ds_`: a customer's token finds no staff session, a staff
 * token no customer session.
 */

/** The look the staff's emails wear: the dealer side has no family of its own. */
const EMAIL_LOOK = 'range-rover' as const

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

export const staffView = (row: StaffRow): StaffMember => ({
  id: row.id,
  dealer_id: row.dealer_id,
  email: row.email,
  language: row.language,
  invited_at: new Date(row.invited_at).toISOString(),
  activated_at: iso(row.activated_at),
})

/**
 * Invites `email` to a dealership: a new staff member, or an invitation sent again to one who has not
 * set a password yet (the earlier links stop working). An email already active, or another
 * dealership's, is a 409.
 */
export async function inviteStaff(
  tx: Queryable,
  input: { dealerId: string; email: string; language: Language; origin: string },
  now: Date,
): Promise<{ staff: StaffRow; mail: QueuedEmail }> {
  const dealer = await findDealer(tx, input.dealerId)
  if (!dealer) throw new Refusal(404, 'dealer.not_found')
  const known = await findStaffByEmail(tx, input.email)
  if (known && (known.dealer_id !== input.dealerId || known.activated_at)) {
    throw new Refusal(409, 'dealer.staff_email_taken', { errors: { email: ['dealer.staff_email_taken'] } })
  }
  const staff = known
    ? await reinviteStaff(tx, known.id, input.language, now)
    : await insertStaff(tx, { id: randomUUID(), ...input }, now)
  if (!staff) {
    throw new Refusal(409, 'dealer.staff_email_taken', { errors: { email: ['dealer.staff_email_taken'] } })
  }
  await markStaffLinksUsed(tx, staff.id, now)
  const token = await newLink(tx, staff.id, 'invitation', STAFF_INVITATION_HOURS * 60, now)
  const mail = await queueEmail(
    tx,
    staff.email,
    {
      kind: 'dealer_invitation',
      language: staff.language,
      family: EMAIL_LOOK,
      firstName: '',
      origin: input.origin,
      dealerName: dealer.name,
      link: `${input.origin}/dealer/set-password?${new URLSearchParams({ token })}`,
      hours: STAFF_INVITATION_HOURS,
    },
    now,
  )
  return { staff, mail }
}

async function newLink(tx: Queryable, staffId: string, purpose: LinkPurpose, minutes: number, now: Date) {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + minutes * 60_000)
  await insertStaffLink(
    tx,
    { id: randomUUID(), staffId, purpose, tokenHash: hashToken(token), expiresAt },
    now,
  )
  return token
}

type LockedLink = Awaited<ReturnType<typeof lockStaffLink>>

/** Why a link does not work at `now`, or undefined when it does. */
function linkProblem(link: LockedLink, now: Date) {
  if (!link) return 'dealer.link_invalid'
  if (link.used_at) return 'dealer.link_used'
  if (new Date(link.expires_at).getTime() <= now.getTime()) return 'dealer.link_expired'
  return undefined
}

/** The staff member a link's token names, once: unknown (or tampered), used and expired links say so. */
async function spendLink(tx: Queryable, token: string, purpose: LinkPurpose, now: Date): Promise<string> {
  const link = await lockStaffLink(tx, hashToken(token), purpose)
  const problem = linkProblem(link, now)
  if (problem || !link) {
    const code = problem ?? 'dealer.link_invalid'
    throw new Refusal(400, code, { errors: { token: [code] } })
  }
  await markStaffLinksUsed(tx, link.staff_id, now)
  return link.staff_id
}

/**
 * Sets a password through a link (the invitation's or a reset's): activates an invited account, ends
 * the member's sessions, and signs them in with a new one.
 */
export async function setPasswordByLink(
  tx: Queryable,
  input: { token: string; purpose: LinkPurpose; passwordHash: string; ttlMinutes: number },
  now: Date,
) {
  const staffId = await spendLink(tx, input.token, input.purpose, now)
  await setStaffPassword(tx, staffId, input.passwordHash, now)
  await endAllStaffSessions(tx, staffId, now)
  const session = await issueStaffSession(tx, staffId, now, input.ttlMinutes)
  return { session, staff: (await findStaffById(tx, staffId)) as StaffRow }
}

/** A reset link to the staff member with this email, when there is one; nothing otherwise. */
export async function sendStaffReset(
  db: Database,
  input: { email: string; origin: string },
  now: Date,
): Promise<QueuedEmail | undefined> {
  const staff = await findStaffByEmail(db, input.email)
  if (!staff) return undefined
  return db.transaction(async (tx) => {
    const token = await newLink(tx, staff.id, 'reset', STAFF_RESET_MINUTES, now)
    return queueEmail(
      tx,
      staff.email,
      {
        kind: 'dealer_password_reset',
        language: staff.language,
        family: EMAIL_LOOK,
        firstName: '',
        origin: input.origin,
        link: `${input.origin}/dealer/reset-password?${new URLSearchParams({ token })}`,
        minutes: STAFF_RESET_MINUTES,
      },
      now,
    )
  })
}

export type StaffSession = { token: string; sessionId: string; expiresAt: Date }

export async function issueStaffSession(
  tx: Queryable,
  staffId: string,
  now: Date,
  ttlMinutes: number,
): Promise<StaffSession> {
  const token = `${STAFF_TOKEN_PREFIX}${newToken()}`
  const sessionId = randomUUID()
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000)
  await insertStaffSession(tx, { id: sessionId, staffId, tokenHash: hashToken(token), expiresAt }, now)
  return { token, sessionId, expiresAt }
}

/** The staff member of a live staff session token; undefined for anything else (a customer's token too). */
export async function identifyStaff(db: Queryable, token: string | undefined, now: Date) {
  if (!token?.startsWith(STAFF_TOKEN_PREFIX)) return undefined
  const row = await findStaffSession(db, hashToken(token), now)
  if (!row) return undefined
  const { session_id: sessionId, ...staff } = row
  return { sessionId, staff }
}

/**
 * A new token for a live session, which then still opens calls for a short grace (as a customer's
 * does) and is never refreshed again: only one of two concurrent refreshes wins.
 */
export async function refreshStaffSession(
  tx: Queryable,
  input: { sessionId: string; staffId: string; ttlMinutes: number },
  now: Date,
): Promise<StaffSession> {
  const graceEnd = new Date(now.getTime() + REFRESHED_TOKEN_GRACE_MS)
  if (!(await retireStaffSession(tx, input.sessionId, graceEnd))) {
    throw new Refusal(401, 'dealer.staff_session_invalid')
  }
  return issueStaffSession(tx, input.staffId, now, input.ttlMinutes)
}

export async function endStaffSession(db: Queryable, sessionId: string, now: Date) {
  await revokeStaffSession(db, sessionId, now)
}

/** A dealership's staff, for its own staff and for the operator. */
export async function staffOf(db: Queryable, dealerId: string): Promise<StaffMember[]> {
  if (!(await findDealer(db, dealerId))) throw new Refusal(404, 'dealer.not_found')
  return (await listStaff(db, dealerId)).map(staffView)
}

/** Who the caller of a dealer call is, with their dealership (none for the operator). */
export async function whoAmI(db: Queryable, caller: DealerCaller): Promise<DealerMe> {
  if (caller.kind === 'operator') {
    return { kind: 'operator', id: null, label: 'operator', staff: null, dealer: null }
  }
  const dealer = (await findDealer(db, caller.dealerId)) ?? null
  if (caller.kind === 'dealer_key') {
    return { kind: 'dealer_key', id: caller.keyId, label: caller.label, staff: null, dealer }
  }
  const staff = await findStaffById(db, caller.staffId)
  return {
    kind: 'staff',
    id: caller.staffId,
    label: caller.email,
    staff: staff ? staffView(staff) : null,
    dealer,
  }
}

/**
 * The staff member with this (normalized) email and password, signed in with a new session; undefined
 * when either is wrong or the account has no password yet. Unknown emails cost a hash too.
 */
export async function signInStaff(
  db: Queryable,
  input: { email: string; password: string; ttlMinutes: number },
  now: Date,
): Promise<{ session: StaffSession; staff: StaffRow } | undefined> {
  const found = await findStaffCredentials(db, input.email)
  const valid = found
    ? await verifyPassword(input.password, found.password_hash)
    : await spendDecoyHash(input.password).then(() => false)
  const staff = found && valid ? await findStaffById(db, found.id) : undefined
  if (!staff) return undefined
  return { session: await issueStaffSession(db, staff.id, now, input.ttlMinutes), staff }
}
