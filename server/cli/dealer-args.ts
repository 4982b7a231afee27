import { parseArgs } from 'node:util'

export const USAGE =
  'Usage: npm run dealer -- accept|decline <reservation number> [--reason "text"] [--url http://host:port]'
export const HELP = `${USAGE}

Accepts or declines a PENDING reservation through the running server's API, as the dealer would.
  --reason  with decline: why, in a few words for the customer (at most 500 characters; quoted in
            the email that tells them)
  --url   the server (default http://127.0.0.1:$PORT, PORT as the server reads it, 3000 by default)
The dealer key is DEALER_KEY when set, otherwise the installation's generated key: read from
PostgreSQL (DATABASE_URL, DATABASE_SCHEMA) or from <DATA_DIR>/dealer.key for an embedded database.`

export type DealerCommand =
  | { kind: 'help' }
  | { kind: 'mistake'; message: string }
  | {
      kind: 'run'
      action: 'accept' | 'decline'
      reference: string
      url: string | undefined
      reason: string | undefined
    }

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
  const [action, reference] = positionals
  if (
    (action !== 'accept' && action !== 'decline') ||
    !reference ||
    positionals.length > 2 ||
    (values.reason !== undefined && action !== 'decline')
  )
    return { kind: 'mistake', message: `${USAGE}\n(npm run dealer -- --help explains it.)` }
  return { kind: 'run', action, reference, url: values.url, reason: values.reason }
}

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { url: { type: 'string' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
}
