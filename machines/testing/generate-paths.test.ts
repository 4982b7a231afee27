import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { declared } from './coverage'
import { fixtureMachine } from './engine-fixture'
import { eventLabel, generatePaths, pathEvents, stateName, transitionsAndMoves } from './generate-paths'
import { abstractModelOf, replayPath } from './replay-path'

const EVENTS = [
  { type: 'text.change', text: 'hi' },
  { type: 'text.change', text: '' },
  { type: 'form.send' },
  { type: 'form.reset' },
  { type: 'xstate.done.actor.send', output: 'hi' },
  { type: 'xstate.error.actor.send', error: 'lost' },
  { type: 'xstate.after.patience.fixture.sending' },
] as EventObject[]
const all = declared(abstractModelOf(fixtureMachine))
const union = (paths: { covers: { states: string[]; transitions: string[] } }[]) => ({
  states: new Set(paths.flatMap((path) => path.covers.states)),
  transitions: new Set(paths.flatMap((path) => path.covers.transitions)),
})

describe('generatePaths', () => {
  const paths = generatePaths(fixtureMachine, { events: EVENTS })

  it('covers every state and transition, the ones that change nothing included', () => {
    const covered = union(paths)
    expect(all.states.filter((id) => !covered.states.has(id))).toEqual([])
    expect(all.transitions.filter((key) => !covered.transitions.has(key))).toEqual([])
    // The refused send changes no snapshot: only an extended path takes it.
    expect(paths.some((path) => path.name.endsWith('(form.send)'))).toBe(true)
  })

  it('keeps no path that begins another, and names each by its states and events', () => {
    const signature = (path: (typeof paths)[number]) => pathEvents(path).map((e) => JSON.stringify(e))
    const shortest = paths.filter((path) => !path.name.endsWith(')'))
    for (const path of shortest)
      for (const other of shortest)
        if (other !== path)
          expect(
            signature(other)
              .join('>')
              .startsWith(`${signature(path).join('>')}>`),
          ).toBe(false)
    expect(paths[0]?.steps[0]?.event.type).toBe('xstate.init')
    expect(paths.map((path) => path.name)).toContain(
      'editing (text.change hi) → editing (form.send) → sending (done.send hi) → sent',
    )
  })

  it("gives each path what its replay covers, and each step the model's snapshot", () => {
    for (const path of paths) {
      const replay = replayPath(fixtureMachine, path.input, pathEvents(path))
      expect(replay.covers).toEqual(path.covers)
      expect(replay.snapshots.map((s) => s.value)).toEqual(path.steps.map((step) => step.state.value))
    }
  })

  it('replays every path on the machine itself when asked, and shows each step the one expected', () => {
    const compared: string[] = []
    const onMachine = generatePaths(fixtureMachine, {
      inputs: [undefined, { text: 'kept' }],
      events: EVENTS,
      extendWith: 'everyEvent',
      replayOn: 'machine',
      onStep: ({ snapshot }, expected) => {
        expect(snapshot.value).toEqual(expected.state.value)
        compared.push(stateName(snapshot))
      },
    })
    expect(onMachine.some((path) => (path.input as { text?: string } | undefined)?.text === 'kept')).toBe(
      true,
    )
    expect(compared.length).toBe(onMachine.reduce((sum, path) => sum + path.steps.length, 0))
    const covered = union(onMachine)
    expect(all.transitions.filter((key) => !covered.transitions.has(key))).toEqual([])
  })

  it('walks only what is possible in the world the path has made', () => {
    // A server that answers once: a second send is never answered.
    const walked = generatePaths(fixtureMachine, {
      events: EVENTS,
      world: { answered: false },
      possible: (_state, event, world) => {
        if (!event.type.startsWith('xstate.done.actor.')) return world
        return world.answered ? null : { answered: true }
      },
      label: (event) => event.type,
    })
    for (const path of walked) {
      const answers = pathEvents(path).filter((event) => event.type === 'xstate.done.actor.send')
      expect(answers.length).toBeLessThanOrEqual(1)
      expect(path.worlds).toHaveLength(path.steps.length)
    }
    expect(walked.some((path) => path.name.includes('(xstate.done.actor.send) → sent'))).toBe(true)
    const moves = transitionsAndMoves(walked[0] as (typeof walked)[number], eventLabel)
    expect(moves.some((move) => move.includes(' | '))).toBe(true)
  })
})
