/**
 * `npm run dealer -- accept|decline <reservation number> [--url http://host:port]`
 * Goes through the running server's API (PGlite allows one process), authorised by DEALER_KEY.
 */
import { parseArgs } from 'node:util'
import { LOCAL_DEALER_KEY } from '../config'

const USAGE = 'Usage: npm run dealer -- accept|decline <reservation number> [--url http://host:port]'

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { url: { type: 'string' } } })
  const [action, reference] = positionals
  if ((action !== 'accept' && action !== 'decline') || !reference) {
    console.error(USAGE)
    process.exit(2)
  }
  const base = (values.url ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '')
  const response = await fetch(`${base}/api/v1/dealer/bookings/${encodeURIComponent(reference)}/${action}`, {
    method: 'POST',
    headers: {
      'x-api-key': process.env.API_KEY ?? 'altura-local-public-key',
      'x-dealer-key': process.env.DEALER_KEY ?? LOCAL_DEALER_KEY,
    },
  }).catch((error: unknown) => {
    console.error(`Cannot reach the server at ${base}: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
  const body = (await response.json().catch(() => ({}))) as {
    message?: string
    data?: { appointment_id?: string; status?: string }
  }
  if (!response.ok) {
    console.error(`${response.status}: ${body.message ?? 'request failed'}`)
    process.exit(1)
  }
  console.log(`${body.data?.appointment_id ?? reference}: ${body.data?.status} (${body.message})`)
}

void main()
