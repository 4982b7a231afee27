import { rmSync } from 'node:fs'
import { freshDataDir } from '../support/fresh-data-dir'
import { startServerProcess } from '../support/start-server'

/**
 * Starts the real server (the built app and the API) on a free port with a fresh DATA_DIR,
 * and hands its URL to the tests. Returns the teardown.
 */
export default async function globalSetup() {
  // Point the suite at a server that is already running instead (E2E_BASE_URL=http://host:port).
  if (process.env.E2E_BASE_URL) return
  const dataDir = await freshDataDir('altura-e2e-')
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DATABASE_URL: '',
    PRIVACY_POLICY_URL: 'https://privacy.example.com/altura',
  })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
