import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openApiDocument } from '../openapi/document'

/** `npm run lint:openapi`: writes the generated document to a temporary file and lints it with Redocly. */
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run lint:openapi

Generates the API's OpenAPI document and lints it with Redocly (.redocly.yaml); exits 1 on a problem.`)
  process.exit(0)
}
const dir = mkdtempSync(path.join(tmpdir(), 'altura-openapi-'))
const file = path.join(dir, 'openapi.json')
try {
  writeFileSync(file, JSON.stringify(openApiDocument({ version: '0.0.0-lint' }), null, 2))
  const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', file, '--config', '.redocly.yaml'], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  })
  process.exitCode = result.status ?? 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
