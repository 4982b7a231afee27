/**
 * `time_slot_lock_code`: which vehicle for which period, as the search priced it. Not a secret: the
 * lock call checks the vehicle and the period rules again, and the database decides who gets it.
 */
export function encodeLockCode(plate: string, start: Date, end: Date): string {
  return Buffer.from(`${plate}|${start.toISOString()}|${end.toISOString()}`).toString('base64url')
}

export function decodeLockCode(code: string): { plate: string; start: string; end: string } | undefined {
  if (!/^[A-Za-z0-9_-]{10,300}$/.test(code)) return undefined
  const parts = Buffer.from(code, 'base64url').toString('utf8').split('|')
  if (parts.length !== 3) return undefined
  const [plate, start, end] = parts as [string, string, string]
  return /^[A-Z]{2}\d{3}[A-Z]{2}$/.test(plate) ? { plate, start, end } : undefined
}
