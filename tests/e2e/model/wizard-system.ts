import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { replayPath } from '../../../machines/testing/replay-path'
import { generateSystemPaths, type SystemPath } from '../../../machines/testing/system-paths'
import { wizardMachine } from '../../../machines/wizard/wizard.machine'

/**
 * The wizard as its browser paths walk it: the wizard with its slot hold (and the hold's requests) run
 * for real, every request held until a path's step answers it. Each wizard snapshot a replay or a walk
 * yields is paired with the hold's snapshot at that step, for what the page shows and storage keeps.
 */

const holds = new WeakMap<AnyMachineSnapshot, AnyMachineSnapshot>()

/**
 * Each step's wizard snapshot, paired with the hold's at that step. A step that moves only the hold
 * leaves the wizard's snapshot as it was (the same object), so each step gets an object of its own that
 * reads through to it.
 */
function remember(snapshots: AnyMachineSnapshot[], children: Record<string, AnyMachineSnapshot>[]) {
  return snapshots.map((snapshot, n) => {
    const own = Object.create(snapshot) as AnyMachineSnapshot
    const hold = children[n]?.slotHold
    if (hold) holds.set(own, hold)
    return own
  })
}

/** The slot hold's snapshot at the step of this wizard snapshot. */
export function holdAt(snapshot: AnyMachineSnapshot): AnyMachineSnapshot {
  const hold = holds.get(snapshot)
  if (!hold) throw new Error('a wizard snapshot without its slot hold: replay it with replayWizard')
  return hold
}

/** Replays events on the wizard system from an input. */
export function replayWizard(input: unknown, events: readonly EventObject[]) {
  const replay = replayPath(wizardMachine, input, events, undefined, { on: 'machine' })
  return { ...replay, snapshots: remember(replay.snapshots, replay.children) }
}

/** The wizard system's paths from an input, every step's hold remembered. */
export function wizardSystemPaths(input: unknown, events: EventObject[], maxLength: number): SystemPath[] {
  return generateSystemPaths(wizardMachine, { inputs: [input], events, maxLength }).map((path) => {
    const states = remember(
      path.steps.map((step) => step.state),
      path.steps.map((step) => step.children),
    )
    return {
      ...path,
      steps: path.steps.map((step, n) => ({ ...step, state: states[n] as AnyMachineSnapshot })),
    }
  })
}
