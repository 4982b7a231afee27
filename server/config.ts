import path from 'node:path'
import * as v from 'valibot'

const Integer = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  )

const EnvSchema = v.object({
  PORT: v.optional(Integer('PORT', 0, 65535), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
    ),
  ),
  DATABASE_SCHEMA: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a lower-case SQL identifier'),
    ),
  ),
  API_KEY: v.optional(
    v.pipe(v.string(), v.minLength(8, 'API_KEY must be at least 8 characters')),
    'altura-local-public-key',
  ),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'production',
  ),
  RELEASE_VERSION: v.optional(v.pipe(v.string(), v.nonEmpty('RELEASE_VERSION must not be empty'))),
  PRIVACY_POLICY_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('PRIVACY_POLICY_URL must be an absolute URL such as https://example.com/privacy'),
    ),
  ),
  MAP_STYLE_URL: v.optional(
    v.pipe(v.string(), v.nonEmpty('MAP_STYLE_URL must not be empty')),
    '/map/style.json',
  ),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('STATIC_DIR must not be empty')), './dist'),
  TOKEN_TTL_MINUTES: v.optional(Integer('TOKEN_TTL_MINUTES', 10, 43_200), '60'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/.+/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[^\r\n]*@[^\r\n]*$/,
        'MAIL_FROM must be an email address, e.g. Altura <no-reply@example.com>',
      ),
    ),
    'Altura <no-reply@altura.local>',
  ),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/,
        'PUBLIC_URL must be an http(s) URL without query, e.g. https://rent.example.com',
      ),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'TRUST_PROXY must be true or false'),
      v.transform((x) => x === 'true'),
    ),
    'false',
  ),
  LOCK_TTL_MINUTES: v.optional(Integer('LOCK_TTL_MINUTES', 1, 1440), '15'),
  DEALER_ANSWER_HOURS: v.optional(Integer('DEALER_ANSWER_HOURS', 1, 720), '48'),
  REGISTRATIONS_PER_HOUR: v.optional(Integer('REGISTRATIONS_PER_HOUR', 1, 1_000_000), '5'),
  OPERATOR_KEY: v.optional(
    v.pipe(
      v.string(),
      v.minLength(12, 'OPERATOR_KEY must be at least 12 characters'),
      v.maxLength(200, 'OPERATOR_KEY must be at most 200 characters'),
    ),
  ),
  RECEIPT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'RECEIPT_SECRET must be at least 16 characters')),
  ),
  GEOCODER_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/.+/, 'GEOCODER_URL must be an http(s) URL')),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(['silent', 'error', 'info'], 'LOG_LEVEL must be silent, error or info'),
    'info',
  ),
  SERVER_TIMING: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'SERVER_TIMING must be true or false'),
      v.transform((x) => x === 'true'),
    ),
    'false',
  ),
})

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  databaseSchema: string | undefined
  apiKey: string
  env: 'development' | 'production' | 'test'
  releaseVersion: string | undefined
  mapStyleUrl: string
  privacyPolicyUrl: string | undefined
  staticDir: string
  logLevel: 'silent' | 'error' | 'info'
  /** Lifetime of a Bearer token. */
  tokenTtlMinutes: number
  /** Mail goes out through this SMTP server when set; otherwise it is only logged (and kept in the outbox). */
  smtpUrl: string | undefined
  mailFrom: string
  /**
   * Base of links in emails and receipt URLs; without it, the origin the server listens on. Never
   * taken from a request's Host or X-Forwarded-* headers, which any client can write.
   */
  publicUrl: string | undefined
  /** Behind a load balancer: read the client address from X-Forwarded-For. */
  trustProxy: boolean
  /** How long a time-slot lock holds a vehicle. */
  lockTtlMinutes: number
  /**
   * How long a dealer has to answer a booking request; it expires then, or at its pick-up if sooner,
   * and the dealership's staff are reminded at half the time (bookings/answer-deadline-store.ts).
   */
  dealerAnswerHours: number
  /** Accounts one client address may create per hour (its /24 or /48 range: ten times as many). */
  registrationsPerHour: number
  /**
   * Authorises the operator's calls (dealers' keys, a decision on a dealer's behalf) and `npm run
   * dealer`. Unset: generated once per installation and kept in the database (see `installationSecrets`).
   */
  operatorKey: string | undefined
  /** HMAC key of signed receipt URLs, the same in every API process. Unset: generated, as above. */
  receiptSecret: string | undefined
  /** An external geocoder for places; without it the offline gazetteer answers. */
  geocoderUrl: string | undefined
  /** Every answer says where its time went (`Server-Timing`), for benchmarks: server/http/server-timing.ts. */
  serverTiming: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * The one key every dealer shared, retired: each dealership has keys of its own now, and the
 * installation's key is the operator's. Set, it stops the server rather than being quietly ignored.
 */
export const RETIRED_DEALER_KEY =
  'DEALER_KEY is retired: the shared dealer key is now the operator key. Set OPERATOR_KEY to the same value ' +
  'and unset DEALER_KEY; then give each dealership its own key with npm run dealer -- key create ' +
  '<dealer-id> --label "…" (docs/operating.md, Dealers).'

/** Reads the environment once; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  if (env.DEALER_KEY !== undefined && env.DEALER_KEY !== '') {
    throw new ConfigError(`Invalid configuration. ${RETIRED_DEALER_KEY}`)
  }
  const known = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  )
  const result = v.safeParse(EnvSchema, known)
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? 'environment'
      return `${key}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`)
  }
  const out = result.output
  return {
    port: out.PORT,
    host: out.HOST,
    dataDir: path.resolve(out.DATA_DIR),
    databaseUrl: out.DATABASE_URL,
    databaseSchema: out.DATABASE_SCHEMA,
    apiKey: out.API_KEY,
    env: out.NODE_ENV,
    releaseVersion: out.RELEASE_VERSION,
    mapStyleUrl: out.MAP_STYLE_URL,
    privacyPolicyUrl: out.PRIVACY_POLICY_URL,
    staticDir: path.resolve(out.STATIC_DIR),
    logLevel: out.LOG_LEVEL,
    tokenTtlMinutes: out.TOKEN_TTL_MINUTES,
    smtpUrl: out.SMTP_URL,
    mailFrom: out.MAIL_FROM,
    publicUrl: out.PUBLIC_URL,
    trustProxy: out.TRUST_PROXY,
    lockTtlMinutes: out.LOCK_TTL_MINUTES,
    dealerAnswerHours: out.DEALER_ANSWER_HOURS,
    registrationsPerHour: out.REGISTRATIONS_PER_HOUR,
    operatorKey: out.OPERATOR_KEY,
    receiptSecret: out.RECEIPT_SECRET,
    geocoderUrl: out.GEOCODER_URL,
    serverTiming: out.SERVER_TIMING,
  }
}

/**
 * The configuration a running server uses: secrets resolved (configured, or the installation's own),
 * and `linkOrigin`, the origin of every link the server hands out: PUBLIC_URL, or the address it
 * listens on.
 */
export type RuntimeConfig = Config & { operatorKey: string; receiptSecret: string; linkOrigin: string }
