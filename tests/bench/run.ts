/**
 * `npm run bench`: builds the app once, then runs each benchmark as its own process with its output
 * streamed, and ends with a summary: each one's result and time, the total, the date and the machine.
 * Exits 1 when the build or any benchmark failed. Not part of `npm test`.
 *
 *   npm run bench [-- --only api-load,page-weight] [-- --skip-build] [-- <options for api-load.ts>]
 *
 * Options it does not know go to api-load.ts (e.g. `--seconds 5`).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** In this order; a script missing from this checkout is reported as skipped. */
const BENCHES = [
  'api-load',
  'page-flood',
  'page-weight',
  'lighthouse',
  'interaction',
  'catalogue-scale',
] as const

type Outcome = { name: string; status: 'passed' | 'FAILED' | 'skipped'; seconds: number }

function options(argv: string[]) {
  let only: string[] | undefined
  let build = true
  const forwarded: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--only') only = (argv[++i] ?? '').split(',')
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length).split(',')
    else if (arg === '--skip-build') build = false
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'Usage: npm run bench [-- --only api-load,page-weight] [-- --skip-build] [-- <options for api-load.ts>]\n\n' +
          `Builds the app, then runs each benchmark (${BENCHES.join(', ')}) as its own process and ends with\n` +
          'a summary. Options it does not know go to api-load.ts (e.g. --seconds 5). Exits 1 when any failed.',
      )
      process.exit(0)
    } else forwarded.push(arg)
  }
  return { only, build, forwarded }
}

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' })
    child.once('error', () => resolve(1))
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const seconds = (since: number) => (performance.now() - since) / 1000
const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`

function machine() {
  const cpus = os.cpus()
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
  return (
    `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}; ` +
    `load average ${load}`
  )
}

async function main() {
  const { only, build, forwarded } = options(process.argv.slice(2))
  const started = performance.now()
  const date = new Date()
  console.log(`npm run bench, ${date.toISOString()}\nMachine: ${machine()}\n`)
  const outcomes: Outcome[] = []
  if (build) {
    const at = performance.now()
    const code = await run('npm', ['run', 'build', '--silent'])
    outcomes.push({ name: 'build', status: code === 0 ? 'passed' : 'FAILED', seconds: seconds(at) })
  }
  if (outcomes.every((o) => o.status === 'passed')) {
    for (const name of BENCHES) {
      if (only && !only.includes(name)) continue
      const file = `tests/bench/${name}.ts`
      if (!existsSync(new URL(`./${name}.ts`, import.meta.url))) {
        outcomes.push({ name, status: 'skipped', seconds: 0 })
        continue
      }
      console.log(`\n=== ${file} ===`)
      const at = performance.now()
      const code = await run('npx', ['tsx', file, ...(name === 'api-load' ? forwarded : [])])
      outcomes.push({ name, status: code === 0 ? 'passed' : 'FAILED', seconds: seconds(at) })
    }
  }

  const total = seconds(started)
  console.log(`\n=== Summary ===\nDate: ${date.toISOString()}\nMachine: ${machine()}`)
  for (const { name, status, seconds: s } of outcomes) {
    const note = status === 'skipped' ? 'not in this checkout' : minutes(s)
    console.log(`  ${name.padEnd(12)} ${status.padEnd(8)} ${note}`)
  }
  console.log(`  ${'total'.padEnd(12)} ${''.padEnd(8)} ${minutes(total)}`)
  const failed = outcomes.filter((o) => o.status === 'FAILED')
  if (failed.length > 0) {
    console.error(`Failed: ${failed.map((o) => o.name).join(', ')}.`)
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
