/**
 * `npm test`: every check and suite, stopping at the first that fails, then each phase's time. The static
 * checks (types, lint, the OpenAPI document, the translations) read the code without running it, and
 * run side by side; then the unit suite beside the build of the web app (neither keeps both cores busy;
 * the translations check rewrites the catalogues they read, so it comes first); then the API and the
 * browser suites, each using both cores.
 */
import { spawn } from 'node:child_process'

type Phase = { name: string; script: string }

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
  [{ name: 'api', script: 'test:api' }],
  [{ name: 'browser', script: 'test:browser' }],
]

const times: { name: string; seconds: number; ok: boolean }[] = []

/** A phase run alone writes straight to the terminal; side by side, each one's output comes whole at its end. */
function run(phase: Phase, alone: boolean): Promise<boolean> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase.script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code) => {
      const ok = code === 0
      times.push({ name: phase.name, seconds: (performance.now() - started) / 1000, ok })
      if (!alone) {
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
