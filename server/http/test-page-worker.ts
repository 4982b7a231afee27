import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

/** Builds the test page worker (page-worker.fixture.ts) to `file`, as the app's build does the real one. */
export async function buildTestPageWorker(file: string): Promise<void> {
  await build({
    input: fileURLToPath(new URL('./page-worker.fixture.ts', import.meta.url)),
    platform: 'node',
    logLevel: 'silent',
    output: { file, format: 'esm' },
  })
}
