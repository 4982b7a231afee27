import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { fixtureChildMachine, fixtureParentMachine } from './engine-fixture'
import { replayPath } from './replay-path'
import { coveredOf, declaredSystem, generateSystemPaths, systemMachines } from './system-paths'

const EVENTS = [
  { type: 'parent.ask' },
  { type: 'xstate.done.actor.ask', output: 'answer' },
  { type: 'xstate.error.actor.ask', error: 'lost' },
] as EventObject[]

describe('a machine and the child machines it invokes, walked as one system', () => {
  it('replays on the machine with its child running and the child’s request held', () => {
    const replay = replayPath(fixtureParentMachine, undefined, EVENTS.slice(0, 2), undefined, {
      on: 'machine',
    })
    expect(replay.snapshots.map((s) => s.value)).toEqual(['idle', 'waiting', 'idle'])
    expect(replay.children.map((c) => c.child?.value)).toEqual(['quiet', 'asking', 'quiet'])
    expect(replay.covers.transitions).toEqual(
      expect.arrayContaining([
        'fixtureChild.asking --xstate.done.actor.ask--> fixtureChild.quiet #0',
        'fixtureParent.waiting --child.answered--> fixtureParent.idle #0',
      ]),
    )
  })

  it('finds every state and transition of the parent and of the child', () => {
    const paths = generateSystemPaths(fixtureParentMachine, { inputs: [undefined], events: EVENTS })
    const covered = {
      states: paths.flatMap((p) => p.covers.states),
      transitions: paths.flatMap((p) => p.covers.transitions),
    }
    const all = declaredSystem(fixtureParentMachine)
    expect(all.states.filter((id) => !covered.states.includes(id))).toEqual([])
    expect(all.transitions.filter((key) => !covered.transitions.includes(key))).toEqual([])
    expect(systemMachines(fixtureParentMachine).map((m) => m.id)).toEqual(['fixtureParent', 'fixtureChild'])
    expect(coveredOf(fixtureChildMachine, covered).states).toContain('fixtureChild.failed')
    expect(coveredOf(fixtureChildMachine, covered).states).not.toContain('fixtureParent.idle')
    // The refused ask changes no snapshot: only a path extended by one event takes it.
    expect(paths.some((p) => p.name.endsWith('(parent.ask) → waiting [child: asking]'))).toBe(true)
    // Each step carries the children's snapshots as they were then.
    const failed = paths.find((p) => p.name.includes('error.ask'))
    expect(failed?.steps.map((s) => s.children.child?.value)).toEqual(['quiet', 'asking', 'failed'])
  })
})
