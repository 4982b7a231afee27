import type { Context } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './context'
import { SIGNED_LINK_MINUTES, signLink, verifyLink } from './signed-link'

const SECRET = 'a-test-secret-of-enough-length'
const NOW = new Date('2027-03-01T10:00:00Z')
const c = {
  var: { clock: { now: () => NOW }, config: { receiptSecret: SECRET, linkOrigin: 'https://rent.example' } },
} as unknown as Context<AppEnv>

function partsOf(url: string) {
  const { pathname, searchParams } = new URL(url)
  const id =
    pathname
      .split('/')
      .at(-1)
      ?.replace(/\.\w+$/, '') ?? ''
  return {
    id,
    language: searchParams.get('language') ?? '',
    expires: searchParams.get('expires') ?? '',
    signature: searchParams.get('signature') ?? '',
  }
}

describe('signed links', () => {
  const { url, expiresAt } = signLink(c, {
    purpose: 'receipt',
    path: '/receipts',
    extension: 'pdf',
    id: 'B1',
    language: 'it',
  })
  const parts = partsOf(url)

  it('point at the configured origin and open until they expire', () => {
    expect(url).toMatch(/^https:\/\/rent\.example\/receipts\/B1\.pdf\?language=it&expires=\d+&signature=/)
    expect(expiresAt.getTime() - NOW.getTime()).toBe(SIGNED_LINK_MINUTES * 60_000)
    expect(verifyLink(SECRET, 'receipt', parts, NOW)).toBe(true)
    expect(verifyLink(SECRET, 'receipt', parts, expiresAt)).toBe(false)
  })

  it('open nothing else: another purpose, id, language, secret, or a changed signature', () => {
    expect(verifyLink(SECRET, 'calendar', parts, NOW)).toBe(false)
    expect(verifyLink(SECRET, 'receipt', { ...parts, id: 'B2' }, NOW)).toBe(false)
    expect(verifyLink(SECRET, 'receipt', { ...parts, language: 'en' }, NOW)).toBe(false)
    expect(verifyLink(`${SECRET}!`, 'receipt', parts, NOW)).toBe(false)
    const flipped = `${parts.signature.slice(0, -1)}${parts.signature.endsWith('A') ? 'B' : 'A'}`
    expect(verifyLink(SECRET, 'receipt', { ...parts, signature: flipped }, NOW)).toBe(false)
    expect(verifyLink(SECRET, 'receipt', { ...parts, expires: 'soon' }, NOW)).toBe(false)
  })
})
