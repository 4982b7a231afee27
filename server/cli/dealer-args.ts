import { parseArgs } from 'node:util'
import { DECLINE_REASON_CODES, type DeclineReasonCode } from '../../src/contract/bookings'

export const USAGE = `Usage: npm run dealer -- accept <reservation number> [--url http://host:port]
       npm run dealer -- decline <reservation number> [--reason-code code] [--reason "text"] [--url …]
       npm run dealer -- key create <dealer-id> --label "text" [--url …]
       npm run dealer -- key list <dealer-id> [--url …]
       npm run dealer -- key revoke <key-id> [--url …]
       npm run dealer -- invite <dealer-id> <email> [--language it|en] [--url …]`
export const HELP = `${USAGE}

Goes through the running server's API, as the operator.
  accept, decline  decide a PENDING reservation on the dealer's behalf (recorded as the operator's,
            by the command line)
  --reason-code  with decline: a common reason, named in the customer's language in the email that
            tells them: ${DECLINE_REASON_CODES.join(', ')}
  --reason  with decline: why, in a few words for the customer (1 to 500 characters; quoted in the
            email). A decline needs a reason code other than "other", a reason, or both.
  key create  a new API key for the dealership's own systems; it is printed once and never again
            (the server keeps only its hash)
  --label   with key create, required: what the key is for (1 to 100 characters)
  key list    the dealership's keys: id, label, created, last used, revoked (never the keys)
  key revoke  the key opens nothing from now on
  invite    a member of the dealership's staff: they are emailed a link that sets their password
            (valid 72 hours, once); inviting again someone who has not used it sends a new link
  --language  with invite: the language of their emails, it (the default) or en
  --url   the server (default http://127.0.0.1:$PORT, PORT as the server reads it, 3000 by default)
The operator key is OPERATOR_KEY when set, otherwise the installation's generated key: read from
PostgreSQL (DATABASE_URL, DATABASE_SCHEMA) or from <DATA_DIR>/operator.key for an embedded database.`

type Url = { url: string | undefined }
export type DealerCommand =
  | { kind: 'help' }
  | { kind: 'mistake'; message: string }
  | ({
      kind: 'run'
      action: 'accept' | 'decline'
      reference: string
      reason: string | undefined
      reasonCode: DeclineReasonCode | undefined
    } & Url)
  | ({ kind: 'key'; action: 'create'; dealerId: string; label: string } & Url)
  | ({ kind: 'key'; action: 'list'; dealerId: string } & Url)
  | ({ kind: 'key'; action: 'revoke'; keyId: string } & Url)
  | ({ kind: 'invite'; dealerId: string; email: string; language: 'it' | 'en' } & Url)

const mistake = (hint?: string): DealerCommand => ({
  kind: 'mistake',
  message: `${hint ? `${hint}\n` : ''}${USAGE}\n(npm run dealer -- --help explains it.)`,
})

/** The command line of `npm run dealer`: a mistyped option is a message with the usage, no stack trace. */
export function readDealerCommand(args: string[]): DealerCommand {
  let parsed: ReturnType<typeof parseOptions>
  try {
    parsed = parseOptions(args)
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error)
    return { kind: 'mistake', message: `${reason.replace(/\.$/, '')}.\n${USAGE}` }
  }
  const { values, positionals } = parsed
  if (values.help || positionals[0] === 'help') return { kind: 'help' }
  const { url, reason, label, language, 'reason-code': reasonCode } = values
  if (positionals[0] !== 'decline' && reasonCode !== undefined)
    return mistake('--reason-code goes with decline only.')
  if (positionals[0] === 'invite') return readInvite(positionals.slice(1), { url, reason, label, language })
  if (language !== undefined) return mistake('--language goes with invite only.')
  if (positionals[0] === 'key') return readKeyCommand(positionals.slice(1), { url, reason, label })
  const [action, reference] = positionals
  if (
    (action !== 'accept' && action !== 'decline') ||
    !reference ||
    positionals.length > 2 ||
    label !== undefined ||
    (reason !== undefined && action !== 'decline')
  )
    return mistake()
  if (reasonCode !== undefined && !isReasonCode(reasonCode))
    return mistake(`--reason-code is one of ${DECLINE_REASON_CODES.join(', ')}.`)
  if (action === 'decline' && !reason?.trim() && (reasonCode === undefined || reasonCode === 'other'))
    return mistake(
      'decline needs --reason "…" (why, for the customer) or a --reason-code other than "other".',
    )
  return { kind: 'run', action, reference, url, reason, reasonCode }
}

function readKeyCommand(
  positionals: string[],
  values: { url: string | undefined; reason: string | undefined; label: string | undefined },
): DealerCommand {
  const [action, id] = positionals
  const { url, reason, label } = values
  if (!id || positionals.length > 2 || reason !== undefined) return mistake()
  if (action === 'create') {
    if (!label?.trim()) return mistake('key create needs --label "…": what the key is for.')
    return { kind: 'key', action, dealerId: id, label, url }
  }
  if (label !== undefined) return mistake()
  if (action === 'list') return { kind: 'key', action, dealerId: id, url }
  if (action === 'revoke') return { kind: 'key', action, keyId: id, url }
  return mistake()
}

function readInvite(
  positionals: string[],
  values: {
    url: string | undefined
    reason: string | undefined
    label: string | undefined
    language: string | undefined
  },
): DealerCommand {
  const [dealerId, email] = positionals
  const { url, reason, label, language = 'it' } = values
  if (!dealerId || !email || positionals.length > 2 || reason !== undefined || label !== undefined)
    return mistake()
  if (language !== 'it' && language !== 'en') return mistake('--language is it or en.')
  return { kind: 'invite', dealerId, email, language, url }
}

const isReasonCode = (code: string): code is DeclineReasonCode =>
  (DECLINE_REASON_CODES as readonly string[]).includes(code)

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      reason: { type: 'string' },
      'reason-code': { type: 'string' },
      label: { type: 'string' },
      language: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}
