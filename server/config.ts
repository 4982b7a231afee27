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
    'development',
  ),
  RELEASE_VERSION: v.optional(v.pipe(v.string(), v.nonEmpty('RELEASE_VERSION must not be empty'))),
  MAP_STYLE_URL: v.optional(
    v.pipe(v.string(), v.nonEmpty('MAP_STYLE_URL must not be empty')),
    '/map/style.json',
  ),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('STATIC_DIR must not be empty')), './dist'),
  LOG_LEVEL: v.optional(
    v.picklist(['silent', 'error', 'info'], 'LOG_LEVEL must be silent, error or info'),
    'info',
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
  staticDir: string
  logLevel: 'silent' | 'error' | 'info'
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the environment once; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
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
    staticDir: path.resolve(out.STATIC_DIR),
    logLevel: out.LOG_LEVEL,
  }
}
