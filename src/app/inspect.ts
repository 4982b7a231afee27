import type { ActorOptions, AnyActorLogic } from 'xstate'

/** What `createActor` takes as `inspect`: it hears every event, state and child of an actor's system. */
export type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>

/** `?inspect` in the page's address (any value, even none) asks for the Stately inspector. */
export function hasInspectSwitch(search: string): boolean {
  return new URLSearchParams(search).has('inspect')
}

/**
 * Development only: with `?inspect`, the app's actors report to the Stately inspector, which opens in a
 * window of its own (machines/README.md, "Watching the flows live"). Without the switch nothing is loaded
 * and nothing waits. Vite replaces `import.meta.env.DEV` with `false` in a production build, so this
 * branch and the inspector's chunk are left out of it.
 */
export function loadInspector(search: string): Promise<Inspect | undefined> | undefined {
  if (import.meta.env.DEV && hasInspectSwitch(search)) {
    return import('@statelyai/inspect').then(
      // The inspector's page takes a moment to open: it replays what it missed, up to this many events.
      ({ createBrowserInspector }) => createBrowserInspector({ maxDeferredEvents: 2000 }).inspect,
      (error: unknown) => {
        // A tool, not part of the app: the app starts anyway, uninspected.
        console.warn('The Stately inspector could not be loaded', error)
        return undefined
      },
    )
  }
  return undefined
}
