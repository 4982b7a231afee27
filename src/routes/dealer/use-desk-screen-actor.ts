import { useRouteContext } from '@tanstack/react-router'
import type { AnyActorLogic, InputFrom } from 'xstate'
import type { DeskSessionActor } from '../../app/desk'
import { useScreenActor } from '../../app/use-app-actor-ref'

/**
 * The actor a desk page starts, made once with it from the desk's session (the staff member's token and
 * what a refused one does): `useScreenActor` for the pages under `/dealer`.
 */
export function useDeskScreenActor<TLogic extends AnyActorLogic>(
  provide: (desk: DeskSessionActor) => TLogic,
  input: () => InputFrom<TLogic>,
) {
  const { desk } = useRouteContext({ from: '/dealer' })
  return useScreenActor(() => provide(desk), input)
}
