// Every machine names its actors in `setup()` with a placeholder; one definition keeps their failure alike.
/**
 * The placeholder of an actor named in `setup()`: the app provides the real one (`src/app/actors.ts`),
 * tests their own; one left out rejects with its name, so the machine takes its error path and the
 * omission shows in the log.
 */
export const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))
