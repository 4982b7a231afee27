import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Starts the real server (the built app and the API) on a free port with a fresh DATA_DIR,
 * and hands its URL to the tests. Returns the teardown.
 */
export default async function globalSetup() {
  // Point the suite at a server that is already running instead (E2E_BASE_URL=http://host:port).
  if (process.env.E2E_BASE_URL) return
  const dataDir = mkdtempSync(path.join(tmpdir(), 'altura-e2e-'))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      PRIVACY_POLICY_URL: 'https://privacy.example.com/altura',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/running at (http:\/\/\S+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)))
  })
  process.env.E2E_BASE_URL = url
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
