import type { Logger } from '../runtime'

/** Keys whose values never reach a log line. */
const SECRET = /pass|token|secret|authorization|api[-_]?key|cookie/i

function redact(fields: Record<string, unknown> | undefined) {
  if (!fields) return ''
  const safe = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : v]),
  )
  return ` ${JSON.stringify(safe)}`
}

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  return {
    info: (message, fields) => {
      if (level === 'info') console.log(`${new Date().toISOString()} ${message}${redact(fields)}`)
    },
    error: (message, fields) => {
      if (level !== 'silent') console.error(`${new Date().toISOString()} ERROR ${message}${redact(fields)}`)
    },
  }
}
