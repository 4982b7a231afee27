import { type ChildProcess, spawn } from 'node:child_process'

/** `npm run dev`: the API with reload on change, and Vite with hot reload proxying /api to it. */
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run dev

Runs the API (reloaded on change, NODE_ENV=development) on API_PORT (3001) and Vite (hot reload,
proxying /api to it) on PORT (5173). Other settings as for npm start (README, Configuration).`)
  process.exit(0)
}
const apiPort = process.env.API_PORT ?? '3001'
const webPort = process.env.PORT ?? '5173'
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    // Development behaviour (the dev outbox, the movable clock) only here; `npm start` is production.
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PORT: apiPort,
      // Links in emails open the page Vite serves, not the API behind it.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  }),
  spawn('npx', ['vite', '--port', webPort], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
}
