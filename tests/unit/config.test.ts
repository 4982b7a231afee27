import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config'

describe('server configuration', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.apiKey).toBe('altura-local-public-key')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toMatch(/data$/)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ API_KEY: 'short' }, 'API_KEY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_SCHEMA: 'Bad Name;' }, 'DATABASE_SCHEMA'],
    [{ PRIVACY_POLICY_URL: 'privacy.html' }, 'PRIVACY_POLICY_URL'],
    [{ TOKEN_TTL_MINUTES: '5' }, 'TOKEN_TTL_MINUTES'],
    [{ TOKEN_TTL_MINUTES: 'soon' }, 'TOKEN_TTL_MINUTES'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'rent.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://rent.example.com/?a=1' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`))
  })

  it('reads the account settings', () => {
    const config = loadConfig({
      TOKEN_TTL_MINUTES: '30',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://rent.example.com/',
      TRUST_PROXY: 'true',
    })
    expect(config).toMatchObject({
      tokenTtlMinutes: 30,
      smtpUrl: 'smtp://mail.example.com:587',
      publicUrl: 'https://rent.example.com',
      trustProxy: true,
    })
    expect(loadConfig({})).toMatchObject({
      tokenTtlMinutes: 60,
      smtpUrl: undefined,
      publicUrl: undefined,
      trustProxy: false,
    })
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000)
  })
})
