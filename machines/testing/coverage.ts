/**
 * Test support only (never imported by app code): the state nodes and transitions a machine declares,
 * and a tally of which of them a test run really took.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/** States and transitions by the names the coverage report gives them. */
export type Covered = { states: string[]; transitions: string[] }

export type CoverageReport = {
  states: { total: number; reached: number; unreached: string[] }
  transitions: { total: number; reached: number; unreached: string[] }
}

/** Every state node of the machine, root first, depth first. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const walk = (node: AnyStateNode) => {
    nodes.push(node)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return nodes
}

/** Readable, stable name of a transition: `source --event [guard]--> targets #index`. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source
  const list =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? [])
  const index = list.indexOf(transition)
  const guard = guardName(transition)
  const targets = transition.target?.map((t: AnyStateNode) => t.id).join(',') ?? '(self)'
  return `${source.id} --${transition.eventType || 'always'}${guard ? ` [${guard}]` : ''}--> ${targets} #${index}`
}

export function guardName(transition: AnyTransitionDefinition): string | undefined {
  const guard = transition.guard as unknown
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type)
  return 'inline'
}

/** Every transition the machine declares: `on`, `after`, invoke done/error, and `always`. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ])
}

/** Everything the machine declares, by the names a tally records. */
export function declared(machine: AnyStateMachine): Covered {
  return {
    states: allStateNodes(machine).map((node) => node.id),
    transitions: allTransitions(machine).map(transitionKey),
  }
}

/** Collects what a run of the real actor touched, from its `@xstate.microstep` inspection events. */
export class CoverageTally {
  readonly states = new Set<string>()
  readonly transitions = new Set<string>()

  recordNodes(nodes: readonly AnyStateNode[]): void {
    for (const node of nodes) this.states.add(node.id)
  }

  recordTransitions(transitions: readonly AnyTransitionDefinition[]): void {
    for (const transition of transitions) {
      this.transitions.add(transitionKey(transition))
      this.states.add(transition.source.id)
      for (const target of transition.target ?? []) this.states.add(target.id)
    }
  }

  /** What was recorded, as lists. */
  covered(): Covered {
    return { states: [...this.states], transitions: [...this.transitions] }
  }

  report(machine: AnyStateMachine): CoverageReport {
    const { states: stateIds, transitions: transitionKeys } = declared(machine)
    const unreachedStates = stateIds.filter((id) => !this.states.has(id))
    const unreachedTransitions = transitionKeys.filter((key) => !this.transitions.has(key))
    return {
      states: {
        total: stateIds.length,
        reached: stateIds.length - unreachedStates.length,
        unreached: unreachedStates,
      },
      transitions: {
        total: transitionKeys.length,
        reached: transitionKeys.length - unreachedTransitions.length,
        unreached: unreachedTransitions,
      },
    }
  }
}

export function formatCoverage(name: string, report: CoverageReport): string {
  const pct = (n: number, d: number) => (d === 0 ? 100 : Math.floor((n / d) * 100))
  return (
    `${name}: ${pct(report.states.reached, report.states.total)}% states ` +
    `(${report.states.reached}/${report.states.total}), ` +
    `${pct(report.transitions.reached, report.transitions.total)}% transitions ` +
    `(${report.transitions.reached}/${report.transitions.total})`
  )
}
