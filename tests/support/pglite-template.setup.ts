import { pgliteTemplate } from './fresh-data-dir'

/** The API suite's global setup: the PGlite template made once, before the test files run side by side. */
export default async function setup() {
  if (!process.env.DATABASE_URL) await pgliteTemplate()
}
