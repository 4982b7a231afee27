import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * What each passed browser path covered, one file per path and project, read back by the coverage check
 * once every path has run (Playwright workers share no memory, and each run empties test-results, so the
 * files live beside it). A path forgets its file when it starts, so only a path that passed counts.
 */
const root = fileURLToPath(new URL('../../../.model-coverage', import.meta.url))
const fileOf = (machine: string, id: string) =>
  path.join(root, machine, `${id.replace(/[^\w-]+/g, '_')}.json`)

export function forgetCoverage(machine: string, id: string): void {
  rmSync(fileOf(machine, id), { force: true })
}

export function recordCoverage(
  machine: string,
  id: string,
  covers: { states: string[]; transitions: string[] },
): void {
  mkdirSync(path.join(root, machine), { recursive: true })
  writeFileSync(fileOf(machine, id), JSON.stringify(covers))
}

export function readCoverage(machine: string): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>()
  const transitions = new Set<string>()
  let files: string[] = []
  try {
    files = readdirSync(path.join(root, machine))
  } catch {
    // No path of this machine passed.
  }
  for (const file of files) {
    const covers = JSON.parse(readFileSync(path.join(root, machine, file), 'utf8')) as {
      states: string[]
      transitions: string[]
    }
    for (const id of covers.states) states.add(id)
    for (const key of covers.transitions) transitions.add(key)
  }
  return { states, transitions }
}
