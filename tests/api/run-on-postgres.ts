import { spawnSync } from 'node:child_process'

/** `npm run test:pg`: the API suite against the PostgreSQL server in DATABASE_URL (each file gets its own schema). */
const url = process.env.DATABASE_URL
if (!url) {
  console.error(
    'DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg',
  )
  process.exit(2)
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
})
process.exit(result.status ?? 1)
