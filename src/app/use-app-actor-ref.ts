import { useRouteContext } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { Actor, ActorOptions, AnyActorLogic, InputFrom } from 'xstate'

/**
 * `useActorRef` for the actors a screen starts (login, results, the search filter, the account forms):
 * in development with `?inspect` they report to the Stately inspector as the app's own actors do, and
 * what storage keeps of them goes through the storage bridge.
 */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
  /** What of the actor storage keeps (storage-bridge.ts), followed while the screen shows. */
  persist?: (actor: Actor<TLogic>) => () => void,
): Actor<TLogic> {
  const { inspect } = useRouteContext({ from: '__root__' })
  // The options are read once, when the actor is created (as useActorRef's own are).
  const withInspect = inspect ? { ...options, inspect } : options
  const actor = useActorRef(logic, withInspect as never)
  useEffect(() => persist?.(actor), [actor, persist])
  return actor
}

/**
 * The actor a screen starts, made once with it: its machine (with what the app provides it) and its
 * input are read on the first draw only, as `useActorRef` reads its options.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  make: () => TLogic,
  input: () => InputFrom<TLogic>,
  persist?: (actor: Actor<TLogic>) => () => void,
): Actor<TLogic> {
  const [logic] = useState(make)
  const [options] = useState(() => ({ input: input() }) as ActorOptions<TLogic>)
  return useAppActorRef(logic, options, persist)
}
