import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'

describe('rental configuration (LOCK_TTL_MINUTES, DEALER_KEY, RECEIPT_SECRET, GEOCODER_URL)', () => {
  it('has documented defaults: production, and no fixed secret', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'production',
      lockTtlMinutes: 15,
      dealerKey: undefined,
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
    expect(() => loadConfig({ DEALER_KEY: 'short' })).toThrow(/DEALER_KEY/)
    expect(() => loadConfig({ RECEIPT_SECRET: 'short' })).toThrow(/RECEIPT_SECRET/)
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/)
  })

  it('takes configured secrets as they are', () => {
    const ok = loadConfig({
      DEALER_KEY: 'a-real-dealer-key-123',
      RECEIPT_SECRET: 'a-real-receipt-secret-456',
    })
    expect(ok.dealerKey).toBe('a-real-dealer-key-123')
    expect(ok.receiptSecret).toBe('a-real-receipt-secret-456')
  })
})
