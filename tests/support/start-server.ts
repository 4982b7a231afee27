import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type RunningServer = {
  url: string
  stop(): Promise<void>
  /** Ends the process at once (no shutdown), as a crash or `kill -9` would. */
  kill(): Promise<void>
  alive(): boolean
  /** The process id, for reading its CPU time. */
  pid: number
  /** What the process has written to stdout and stderr so far (only with `captureOutput`). */
  output(): string
}

export type StartOptions = {
  /** The script to run (default `server/main.ts`); it must print `running at <url>` once listening. */
  script?: string
  /** Node flags before the script, such as `--cpu-prof`. */
  nodeArgs?: string[]
  /** Keeps what the process writes after it started, for `output()`; by default only the start is kept. */
  captureOutput?: boolean
}

/**
 * Starts the real server (`server/main.ts`: the built app and the API) as its own process on a free port
 * and resolves with its URL once it prints it. `env` is added to this process's environment.
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: StartOptions = {},
): Promise<RunningServer> {
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', options.script ?? 'server/main.ts']
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    // Suites register hundreds of accounts from this one address: the per-address limit is lifted unless
    // a caller sets it (an empty value means the product's default).
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', REGISTRATIONS_PER_HOUR: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    let started = false
    const keep = (chunk: Buffer) => {
      if (!started || options.captureOutput) output += chunk.toString()
    }
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk)
      const match = started ? undefined : output.match(/running at (http:\/\/\S+)/)
      if (match?.[1]) {
        started = true
        clearTimeout(timer)
        resolve({
          url: match[1],
          stop,
          kill: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done()
              child.once('exit', () => done())
              child.kill('SIGKILL')
            }),
          alive: () => child.exitCode === null && child.signalCode === null,
          pid: child.pid ?? 0,
          output: () => output,
        })
      }
    })
    child.stderr?.on('data', keep)
    child.once('exit', (code) => {
      clearTimeout(timer)
      // After start, an exit is the caller's business (kill, stop, or a crash it checks with alive()).
      reject(new Error(`The server exited with ${code}:\n${output}`))
    })
  })
}
