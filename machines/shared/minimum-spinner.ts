// The account screens save behind a spinner with a minimum time (SPEC §9); one definition keeps their
// state names, and the rule that the outcome waits for both the answer and the spinner, the same.
import type {
  DelayedTransitions,
  EventObject,
  InvokeConfig,
  MachineContext,
  MetaObject,
  ParameterizedObject,
  ProvidedActor,
  StatesConfig,
} from 'xstate'

/**
 * What a save the customer watches is made of: the call, and the spinner's named delay (with what it
 * stands for, when a state description is wanted).
 */
type MinimumSpinnerSave<TInvoke, TDelay extends string> = {
  /**
   * Invoked by `request.pending`; its `onDone` and `onError` go to `answered`. Its id is its actor's name
   * (`src`) unless it has one.
   */
  request: TInvoke
  spinner: { delay: TDelay; description?: string }
}

/**
 * The two regions of a parallel saving state: `request` (`pending` invokes the call, `answered` is final)
 * and `spinner` (`turning` for the named delay, then `done`). The parallel state is done when both are,
 * so the spinner shows at least its delay and as long as the answer takes; the state's `onDone` reads
 * the outcome the request kept in context. The machine's own types reach the call's callbacks through
 * the `states` property this is given to.
 */
export function minimumSpinnerStates<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
  TAction extends ParameterizedObject,
  TGuard extends ParameterizedObject,
  TDelay extends string,
  TTag extends string,
  TOutput,
  TEmitted extends EventObject,
  TStateMeta extends MetaObject,
  TTransitionMeta extends MetaObject,
>(
  save: NoInfer<
    MinimumSpinnerSave<
      InvokeConfig<TContext, TEvent, TActor, TAction, TGuard, TDelay, TEmitted, TTransitionMeta>,
      TDelay
    >
  >,
): StatesConfig<
  TContext,
  TEvent,
  TActor,
  TAction,
  TGuard,
  TDelay,
  TTag,
  TOutput,
  TEmitted,
  TStateMeta,
  TTransitionMeta
> {
  const after = { [save.spinner.delay]: 'done' } as DelayedTransitions<
    TContext,
    TEvent,
    TActor,
    TAction,
    TGuard,
    TDelay,
    TEmitted,
    TTransitionMeta
  >
  return {
    request: {
      initial: 'pending',
      states: {
        pending: { invoke: { id: String(save.request.src), ...save.request } },
        answered: { type: 'final' },
      },
    },
    spinner: {
      ...(save.spinner.description === undefined ? {} : { description: save.spinner.description }),
      initial: 'turning',
      states: { turning: { after }, done: { type: 'final' } },
    },
  }
}
