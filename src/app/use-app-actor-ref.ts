import { useRouteContext } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate'

/**
 * `useActorRef` for the actors a screen starts (login, results, the search filter, the account forms):
 * in development with `?inspect` they report to the Stately inspector as the app's own actors do.
 */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
): Actor<TLogic> {
  const { inspect } = useRouteContext({ from: '__root__' })
  // The options are read once, when the actor is created (as useActorRef's own are).
  const withInspect = inspect ? { ...options, inspect } : options
  return useActorRef(logic, withInspect as never)
}
