import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits from the CSPRNG, base64url: opaque to the client. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored as their SHA-256: a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
