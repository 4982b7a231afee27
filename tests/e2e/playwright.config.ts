import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium'

export default defineConfig({
  testDir: '.',
  // The desk's screenshots for a person to look at run on demand only: DESK_SCREENS=1 (dealer-desk-screens.shots.ts).
  testMatch: process.env.DESK_SCREENS ? ['**/*.spec.ts', '**/*.shots.ts'] : '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records every test's frames and costs about a tenth of the suite's CPU: ask for one with
    // `--trace retain-on-failure`. A failure still attaches its screenshot and the page's state (fixtures.ts).
    trace: 'off',
    // Nothing moves unless a test asks (the hero's own test does): animations cost a third of the CPU.
    contextOptions: { reducedMotion: 'reduce' },
    // One browser context a worker, reset between tests (cookies, storage, cache, service workers, extra
    // pages, routes, init scripts and the clock): a fresh context costs the browser a new profile on every
    // test, a third of the suite's time. No test grants permissions, sets a geolocation, goes offline or
    // sets headers on the context, the state a reset leaves; a test that needs more makes its own context.
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
      // Paths generated from the machines run at 1280 px; the journeys cover the phone.
      testIgnore: /\.model\.spec\.ts$/,
    },
    // After both browser projects: every machine's states and transitions reached through the real UI.
    { name: 'model-coverage', testMatch: /model\/coverage\.check\.ts$/, dependencies: ['desktop', 'phone'] },
  ],
})
