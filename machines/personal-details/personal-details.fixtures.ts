/** Test support only (never imported by app code): a stored user and a controllable request. */
import { sampleUser } from '../../src/contract/user.fixtures'

/** The stored user of the personal-details tests. */
export const storedUser = sampleUser

/** A promise the test settles when it chooses, and the calls it received. */
export function controlled<I, O>() {
  const calls: I[] = []
  let settle: { resolve: (value: O) => void; reject: (error: unknown) => void } | null = null
  const run = (input: I) =>
    new Promise<O>((resolve, reject) => {
      calls.push(input)
      settle = { resolve, reject }
    })
  return {
    run,
    calls,
    resolve: (value: O) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  }
}

/** Lets settled promises reach the actor. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve))
