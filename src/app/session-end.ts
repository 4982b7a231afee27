/**
 * What else ends with the session. The session's actor clears the stored session; a part of the app that
 * keeps something of the customer's in memory (the checkout draft) registers here to forget it too, so
 * the composition root need not know it.
 */
const forgetters = new Set<() => void>()

export function onSessionEnd(forget: () => void): () => void {
  forgetters.add(forget)
  return () => forgetters.delete(forget)
}

export function endSession(): void {
  for (const forget of forgetters) forget()
}
