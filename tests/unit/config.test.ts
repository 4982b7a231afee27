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
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`))
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000)
  })
})
