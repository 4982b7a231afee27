/** The sessions this process ended lately, which its session cache (session-cache.ts) must not keep. */

/** How long a process reads an ended session's token from the database rather than keeping it. */
const ENDED_MS = 60_000

/**
 * Token hashes of sessions this process ended lately: until ENDED_MS after, none
 * is kept and each call reads it again. Set before the ending commits, so a read that finished in
 * between cannot keep it live; after ENDED_MS every process has long heard of it (or lost its
 * listening connection, and keeps nothing). One per process, as the database's sessions are.
 */
const ended = new Map<string, number>()

/** The session store says which sessions a write ends, before it commits (session-store.ts). */
export function endingSessions(tokenHashes: string[]) {
  const now = Date.now()
  for (const hash of tokenHashes) {
    ended.delete(hash)
    ended.set(hash, now)
  }
  for (const [hash, at] of ended) {
    if (now - at < ENDED_MS) break
    ended.delete(hash)
  }
}

/** Whether this process ended the session of this token hash lately: then it is read, never kept. */
export const endedLately = (hash: string) => {
  const at = ended.get(hash)
  return at !== undefined && Date.now() - at < ENDED_MS
}
