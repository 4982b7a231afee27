import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt N=2^14, r=8, p=1: about 16 MiB and tens of milliseconds per hash. */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, params: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...params, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS, KEY_LENGTH)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  )
  return timingSafeEqual(key, expected)
}

/** A hash of nothing in particular: unknown emails cost as much as known ones, so timing tells nothing. */
let decoy: Promise<string> | undefined
export async function spendDecoyHash(password: string) {
  decoy ??= hashPassword('decoy password, never matches')
  await verifyPassword(password, await decoy)
}
