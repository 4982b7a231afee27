/**
 * `npm test`: every check and suite, stopping at the first stage that fails, then each phase's time. The
 * static checks (types, lint, the OpenAPI document, the translations) read the code without running it,
 * and run side by side; then the unit suite beside the build of the web app (neither keeps both cores
 * busy; the translations check rewrites the catalogues they read, so it comes first); then the browser
 * suite, with the API suite beside it at a lower priority: the browser suite leaves about a tenth of the
 * machine idle (its pages wait on timers and the network), which the API suite takes, and it yields the
 * cores whenever the browser suite wants them. Neither has a timed assertion.
 */
import { spawn } from 'node:child_process'

type Phase = {
  name: string
  script: string
  /** Runs at this niceness (`nice -n`): it takes the cores the others leave idle. */
  nice?: number
  /** Writes straight to the terminal, also beside other phases (whose output comes whole at their end). */
  live?: boolean
}

const STAGES: Phase[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'openapi', script: 'lint:openapi' },
    { name: 'i18n', script: 'i18n:check' },
  ],
  [
    { name: 'unit', script: 'test:unit' },
    { name: 'build', script: 'build' },
  ],
  [
    { name: 'browser', script: 'test:browser', live: true },
    { name: 'api', script: 'test:api', nice: 10 },
  ],
]

const times: { name: string; seconds: number; ok: boolean }[] = []

/** A phase run alone writes straight to the terminal; side by side, each one's output comes whole at its end. */
function run(phase: Phase, alone: boolean): Promise<boolean> {
  const started = performance.now()
  const live = alone || phase.live === true
  const command = ['npm', 'run', '--silent', phase.script]
  if (phase.nice !== undefined) command.unshift('nice', '-n', String(phase.nice))
  return new Promise((resolve) => {
    const [file, ...args] = command as [string, ...string[]]
    const child = spawn(file, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code) => {
      const ok = code === 0
      times.push({ name: phase.name, seconds: (performance.now() - started) / 1000, ok })
      if (!live) {
        process.stdout.write(`\n> ${phase.script}${ok ? '' : ' FAILED'}\n`)
        process.stdout.write(Buffer.concat(chunks))
      }
      resolve(ok)
    })
  })
}

const started = performance.now()
let ok = true
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((phase) => run(phase, stage.length === 1)))
  if (results.includes(false)) {
    ok = false
    break
  }
}
process.stdout.write('\nnpm test phases:\n')
for (const t of times)
  process.stdout.write(
    `  ${t.name.padEnd(10)} ${t.seconds.toFixed(0).padStart(5)} s${t.ok ? '' : '  FAILED'}\n`,
  )
process.stdout.write(
  `  ${'total'.padEnd(10)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s\n`,
)
process.exit(ok ? 0 : 1)
