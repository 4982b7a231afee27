import { textProblems } from '../i18n/check'
import { TEXT_PARTS } from '../i18n/messages'

/**
 * `npm run i18n:check:server`: the server's text catalogue has every text in both languages, translated,
 * with the same placeholders; exits 1 with the list of problems otherwise. The API suite runs the same
 * check (server/i18n/catalogue.test.ts).
 */
const problems = textProblems(TEXT_PARTS)
const keys = Object.values(TEXT_PARTS).reduce((sum, texts) => sum + Object.keys(texts).length, 0)
if (problems.length > 0) {
  process.stderr.write(`The server's text catalogue has ${problems.length} problem(s):\n`)
  for (const problem of problems) process.stderr.write(`  ${problem}\n`)
  process.exit(1)
}
process.stdout.write(`The server's text catalogue: ${keys} keys, each in English and Italian.\n`)
