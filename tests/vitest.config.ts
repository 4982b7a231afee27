import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))
const UNIT = ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.ts']
/** Unit test files that replace a module (vi.mock) or set a global (localStorage). */
const UNIT_ISOLATED = [
  'src/features/forgot-password/forgot-actors.test.ts',
  'src/i18n/i18n.test.ts',
  'src/storage/storage.test.ts',
]

export default defineConfig({
  root,
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...configDefaults.exclude, ...UNIT_ISOLATED],
          environment: 'node',
          // The files of a worker share its loaded modules; those that mock a module or set a global run
          // apart, each with its own (unit:isolated).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit:isolated', include: UNIT_ISOLATED, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-template.setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite runs in-process; a few files at once keep two cores busy without starving them.
          maxWorkers: 2,
          // Each file builds its own app, database and clock, and none mocks a module: the files of a
          // worker share its loaded modules instead of importing the server again (149 → 87 s).
          isolate: false,
        },
      },
    ],
  },
})
