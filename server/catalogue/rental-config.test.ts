import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'

describe('rental configuration (LOCK_TTL_MINUTES, DEALER_ANSWER_HOURS, OPERATOR_KEY, RECEIPT_SECRET, GEOCODER_URL)', () => {
  it('has documented defaults: production, and no fixed secret', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'production',
      lockTtlMinutes: 15,
      dealerAnswerHours: 48,
      operatorKey: undefined,
      receiptSecret: undefined,
      geocoderUrl: undefined,
    })
  })

  it('reads and checks each variable, naming it', () => {
    expect(loadConfig({ LOCK_TTL_MINUTES: '5', GEOCODER_URL: 'https://geo.example.com' })).toMatchObject({
      lockTtlMinutes: 5,
      geocoderUrl: 'https://geo.example.com',
    })
    expect(() => loadConfig({ LOCK_TTL_MINUTES: '0' })).toThrow(/LOCK_TTL_MINUTES/)
    expect(loadConfig({ DEALER_ANSWER_HOURS: '24' }).dealerAnswerHours).toBe(24)
    expect(() => loadConfig({ DEALER_ANSWER_HOURS: '0' })).toThrow(/DEALER_ANSWER_HOURS/)
    expect(() => loadConfig({ DEALER_ANSWER_HOURS: '1.5' })).toThrow(/DEALER_ANSWER_HOURS/)
    expect(() => loadConfig({ OPERATOR_KEY: 'short' })).toThrow(/OPERATOR_KEY/)
    expect(() => loadConfig({ RECEIPT_SECRET: 'short' })).toThrow(/RECEIPT_SECRET/)
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/)
  })

  it('takes configured secrets as they are', () => {
    const ok = loadConfig({
      OPERATOR_KEY: 'a-real-operator-key-123',
      RECEIPT_SECRET: 'a-real-receipt-secret-456',
    })
    expect(ok.operatorKey).toBe('a-real-operator-key-123')
    expect(ok.receiptSecret).toBe('a-real-receipt-secret-456')
  })

  it('refuses the retired DEALER_KEY, saying how to move to OPERATOR_KEY and per-dealer keys', () => {
    const refuse = () => loadConfig({ DEALER_KEY: 'a-real-dealer-key-123' })
    expect(refuse).toThrow(ConfigError)
    expect(refuse).toThrow(/DEALER_KEY is retired/)
    expect(refuse).toThrow(/Set OPERATOR_KEY to the same value/)
    expect(refuse).toThrow(/npm run dealer -- key create/)
    // Set but empty counts as unset, as for every variable.
    expect(loadConfig({ DEALER_KEY: '' }).operatorKey).toBeUndefined()
  })
})
