import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The parts of the catalogue an area of the app loads when it opens (src/i18n/i18n.ts), each from the
 * folders only that area uses; every other text is in `messages`, which every page loads.
 */
const PARTS: Record<string, string[]> = {
  account: ['src/routes/account', 'src/features/account', 'src/features/reservations'],
  checkout: ['src/features/checkout'],
  desk: ['src/routes/dealer', 'src/features/dealer-desk'],
  map: ['src/components/dealer-map'],
  register: ['src/features/register'],
  success: ['src/routes/success', 'src/features/success'],
}
const NEVER = ['**/node_modules/**', '**/*.test.*']
const folders = Object.values(PARTS).flat()

export default defineConfig({
  sourceLocale: 'en',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...NEVER, ...folders.map((folder) => `**/${folder}/**`)],
    },
    ...Object.entries(PARTS).map(([part, folders]) => ({
      path: `<rootDir>/locales/{locale}/${part}`,
      include: folders.map((folder) => `<rootDir>/${folder}`),
      exclude: NEVER,
    })),
  ],
  format: formatter({ lineNumbers: false }),
})
