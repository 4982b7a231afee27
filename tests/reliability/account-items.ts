import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { type Api, PASSWORD, pool, register } from './api'
import { type Line, start, type Target } from './server-items'

type Email = { kind: string; text: string; html: string }

async function outbox(api: Api, to: string, base = 0): Promise<Email[]> {
  const response = await api.call(`/dev/outbox?to=${encodeURIComponent(to)}`, { base })
  return ((await response.json()) as { data: Email[] }).data
}

/** POST with headers fetch will not send as given (Host), as an attacker's client would. */
function rawPost(base: string, path: string, key: string, json: unknown, headers: Record<string, string>) {
  const body = JSON.stringify(json)
  return new Promise<number>((resolve, reject) => {
    const req = request(
      new URL(`/api/v1${path}`, base),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-key': key,
          ...headers,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
}

/**
 * Reset links asked with a forged Host and X-Forwarded-Host: every one points at the server itself.
 * `signUp` makes the account (from an address of its own where registrations are limited).
 */
async function forgedLinks(
  api: Api,
  label: string,
  signUp: () => Promise<{ email: string }> = () => register(api, 'host'),
): Promise<Line> {
  const bad: string[] = []
  let asked = 0
  for (const [index, base] of api.bases.entries()) {
    const user = await signUp()
    const status = await rawPost(
      base,
      '/auth/forgot-password',
      api.key,
      { language: 'en', email: user.email, family_code: 'jaguar' },
      FORGED,
    )
    asked++
    const mail = (await outbox(api, user.email, index)).find((m) => m.kind === 'password_reset')
    const link = mail?.text.match(/https?:\/\/\S+reset-password\?\S+/)?.[0]
    if (status !== 200 || !link || new URL(link).origin !== base || mail?.html.includes('evil.example'))
      bad.push(`${status} ${link ?? 'no link'}`)
  }
  return {
    item: `reset links asked with a forged Host and X-Forwarded-Host (${label})`,
    figure:
      bad.length === 0 ? `${asked}/${asked} point at the server's own origin` : `FOLLOWED: ${bad.join(', ')}`,
    ok: bad.length === 0,
  }
}

/**
 * A stolen token alone cannot move the account: the email change asks the password; with it, the old
 * address is told with an undo link, other sessions end, and the undo gives the account back.
 */
async function stolenToken(api: Api): Promise<Line> {
  const owner = await register(api, 'owner')
  const stolen = (
    (await (
      await api.call('/auth/login', { method: 'POST', json: { email: owner.email, password: PASSWORD } })
    ).json()) as { data: { token: string } }
  ).data.token
  const thief = `thief-${randomBytes(4).toString('hex')}@example.com`
  const basic = { first_name: 'Ada', last_name: 'Lovelace', phone: '+39 3331234567', title: 'Ms' }
  const put = (token: string, extra: Record<string, unknown>) =>
    api.call('/user/preferences/update-basic-information', {
      method: 'PUT',
      token,
      json: { ...basic, email: thief, ...extra },
    })
  const tokenOnly = (await put(stolen, {})).status
  const guesses: number[] = []
  for (let i = 0; i < 12; i++) guesses.push((await put(stolen, { current_password: `Guess-${i}-pw` })).status)
  const stillOwner = (
    (await (await api.call('/user', { token: owner.token })).json()) as { data: { email: string } }
  ).data.email
  // Now the owner changes it themselves (from their own session), and then takes it back.
  const owned = await register(api, 'mover')
  const other = (
    (await (
      await api.call('/auth/login', { method: 'POST', json: { email: owned.email, password: PASSWORD } })
    ).json()) as { data: { token: string } }
  ).data.token
  const changed = (await put(owned.token, { email: `moved-${owned.email}`, current_password: PASSWORD }))
    .status
  const otherAfter = (await api.call('/user', { token: other })).status
  let mail: Email | undefined
  for (let base = 0; base < api.bases.length && !mail; base++)
    mail = (await outbox(api, owned.email, base)).find((m) => m.kind === 'email_changed')
  const undo = mail?.text.match(/https?:\/\/\S+undo-email-change\?token=(\S+)/)?.[1]
  const reverted = undo
    ? (await api.call('/auth/revert-email-change', { method: 'POST', json: { token: undo } })).status
    : 0
  const loginBack = (
    await api.call('/auth/login', { method: 'POST', json: { email: owned.email, password: PASSWORD } })
  ).status
  const refused = guesses.filter((s) => s === 400).length
  const limited = guesses.filter((s) => s === 429).length
  return {
    item: 'a stolen token cannot move the account to another email',
    figure:
      `token only ${tokenOnly}, 12 password guesses ${refused}×400 + ${limited}×429, email still the owner's: ${stillOwner === owner.email}; ` +
      `with the password ${changed}, other session after ${otherAfter}, old address told: ${mail ? 'yes' : 'NO'}, undo ${reverted}, old email logs in ${loginBack}`,
    ok:
      tokenOnly === 400 &&
      refused === 10 &&
      limited === 2 &&
      stillOwner === owner.email &&
      changed === 200 &&
      otherAfter === 401 &&
      reverted === 200 &&
      loginBack === 200,
  }
}

/** Runs on the target's main processes (registrations there are not limited: the suites make many). */
export async function accountItems(api: Api, label: string): Promise<Line[]> {
  return [await forgedLinks(api, label), await stolenToken(api)]
}

/**
 * On a process with the product's default limits, behind a trusted proxy: one client floods the
 * registration call (sequentially, then 16 at once), then its neighbours in the same /24 do. Only a
 * handful of accounts, and welcome emails, come out. X-Forwarded-Host is ignored there too.
 */
export async function registrationFlood(target: Target): Promise<Line[]> {
  const { servers, api } = await start(target, 1, { REGISTRATIONS_PER_HOUR: '', TRUST_PROXY: 'true' })
  try {
    const emails: string[] = []
    const attempt = (from: string) => {
      const email = `flood-${randomBytes(5).toString('hex')}@example.com`
      emails.push(email)
      return api
        .call('/auth/register', {
          method: 'POST',
          headers: { 'x-forwarded-for': from },
          json: {
            language: 'en',
            first_name: 'Ada',
            last_name: 'Lovelace',
            email,
            password: PASSWORD,
            password_confirmation: PASSWORD,
            accept_privacy_policy: true,
            marketing_consent: false,
            profiling_consent: false,
            country: 'IT',
          },
        })
        .then((r) => r.status)
    }
    const sequential: number[] = []
    for (let i = 0; i < 40; i++) sequential.push(await attempt('203.0.113.9'))
    const parallel = await pool(
      16,
      Array.from({ length: 80 }, () => () => attempt('203.0.113.9')),
    )
    const neighbours = await pool(
      16,
      Array.from({ length: 80 }, (_, i) => () => attempt(`203.0.113.${10 + i}`)),
    )
    let welcomes = 0
    for (const email of emails)
      welcomes += (await outbox(api, email)).filter((m) => m.kind === 'welcome').length
    const created = (list: number[]) => list.filter((s) => s === 201).length
    const others = [...sequential, ...parallel, ...neighbours].filter((s) => s !== 201 && s !== 429).length
    // The database's counters remember this machine's address from the items before: a fresh one.
    const forwarded = await forgedLinks(api, `${target.label}, TRUST_PROXY=true`, async () => {
      const from = '198.51.100.77'
      if ((await attempt(from)) !== 201) throw new Error('register from a fresh address refused')
      return { email: emails.at(-1) as string }
    })
    return [
      {
        item: 'registration flood from one address, then its /24 (default limits, behind a proxy)',
        figure:
          `one address: ${created(sequential)}/40 sequential + ${created(parallel)}/80 at 16 connections created; ` +
          `its /24: ${created(neighbours)}/80; ${welcomes} welcome emails; ${others} other statuses`,
        ok:
          created(sequential) + created(parallel) <= 5 &&
          created(sequential) + created(parallel) + created(neighbours) <= 50 &&
          welcomes === created(sequential) + created(parallel) + created(neighbours) &&
          others === 0,
      },
      forwarded,
    ]
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
  }
}
