import { beforeEach, describe, expect, it } from 'vitest'
import { MemoryStorage } from './memory-storage.test-support'
import { read, remove, write } from './storage'

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage()
})

describe('storage', () => {
  it('stores plain strings as they are', () => {
    write('language', 'it')
    write('family', 'jaguar')
    expect(localStorage.getItem('language')).toBe('it')
    expect(read('family')).toBe('jaguar')
  })

  it('round-trips structured values as JSON', () => {
    write('location', { name: 'Milano', lat: 45.46, lng: 9.19, postalCode: '20121' })
    expect(read('location')).toEqual({ name: 'Milano', lat: 45.46, lng: 9.19, postalCode: '20121' })
  })

  it.each([
    ['family', 'ferrari'],
    ['language', 'de'],
    ['location', '{not json'],
    ['location', '{"name":"Milano"}'],
    ['expires_at', 'tomorrow'],
    ['access_token', ''],
    ['unlock_code', 'old-hold'],
    ['session_id', '12345'],
    ['selectedVehicle', '{"license_plate":"AB123CD"}'],
    ['options', '[{"id":1}]'],
    ['user', '{"first_name":"Ada"}'],
  ] as const)('treats a corrupt %s (%s) as absent', (key, raw) => {
    localStorage.setItem(key, raw)
    expect(read(key)).toBeUndefined()
  })

  it('removes keys', () => {
    write('unlock_code', 'de1d7f2a-5651-41ee-bbd8-c80675c5281e')
    expect(read('unlock_code')).toBe('de1d7f2a-5651-41ee-bbd8-c80675c5281e')
    remove('unlock_code')
    expect(read('unlock_code')).toBeUndefined()
  })
})
