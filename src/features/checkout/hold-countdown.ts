/** Minutes left at which the countdown is read out (politely): often enough to plan, never each second. */
export const ANNOUNCE_AT_MINUTES = [10, 5, 2, 1] as const

/** Whole seconds until the hold ends (never negative); null when the end is unknown. */
export function secondsLeft(expiresAt: string | null, now: number): number | null {
  const end = expiresAt === null ? Number.NaN : Date.parse(expiresAt)
  if (!Number.isFinite(end)) return null
  return Math.max(0, Math.ceil((end - now) / 1000))
}

/** The countdown as a clock: mm:ss, or h:mm:ss for holds of an hour or more. */
export function clockText(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0')
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`
}

/**
 * The announcement step the countdown is in: the smallest of ANNOUNCE_AT_MINUTES it has reached, or null
 * before the first. It changes only a few times per hold, so a live region reading it speaks rarely.
 */
export function announcedMinutes(seconds: number | null): number | null {
  if (seconds === null || seconds <= 0) return null
  const reached = ANNOUNCE_AT_MINUTES.filter((minutes) => seconds <= minutes * 60)
  return reached.length > 0 ? Math.min(...reached) : null
}
