import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** `npm start`: build the web app when it is missing or older than its sources, then serve. */
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm start

Builds the web app when it is missing or older than its sources (unless STATIC_DIR is set), then
serves it and /api/v1 on one origin. Settings come from environment variables (README, Configuration):
PORT (3000), HOST, DATABASE_URL (else PGlite in DATA_DIR, ./data), PUBLIC_URL, LOG_LEVEL, …`)
  process.exit(0)
}
const root = fileURLToPath(new URL('../..', import.meta.url))
const builtIndex = path.join(root, 'dist', 'index.html')
const sources = ['src', 'machines', 'locales', 'vite.config.ts', 'lingui.config.ts', 'package.json']

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))))

if (!process.env.STATIC_DIR && changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app…' : 'Sources changed since the last build; rebuilding…')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The web app did not build; see the errors above.')
    process.exit(build.status ?? 1)
  }
}

await import('../main')
