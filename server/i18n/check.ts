import type { Texts } from './texts'

/**
 * Keys whose Italian is rightly the same as their English: names, abbreviations and codes that Italian
 * uses as they are. Any other key whose two texts are equal counts as not translated.
 */
export const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  'common.ok',
  'receipt.fuel.Diesel',
  'receipt.telephone',
])

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(' ')

/**
 * What is wrong with the catalogue's parts, one line each: an English or Italian text missing or empty,
 * an Italian text equal to the English (outside SAME_IN_BOTH), placeholders that differ between the two
 * languages, a key in two parts (the later would hide the earlier). Empty when all is well.
 */
export function textProblems(parts: Record<string, Texts>): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const [part, texts] of Object.entries(parts)) {
    for (const [key, pair] of Object.entries(texts)) {
      const [en, it] = pair as readonly (string | undefined)[]
      const where = `${part}: ${key}`
      const earlier = seen.get(key)
      if (earlier) problems.push(`${where}: also in ${earlier}`)
      seen.set(key, part)
      if (!en?.trim()) problems.push(`${where}: no English text`)
      if (!it?.trim()) {
        problems.push(`${where}: no Italian text`)
        continue
      }
      if (it === en && !SAME_IN_BOTH.has(key)) problems.push(`${where}: the Italian is the English`)
      if (en && placeholders(en) !== placeholders(it))
        problems.push(`${where}: placeholders differ (en: ${placeholders(en)}; it: ${placeholders(it)})`)
    }
  }
  for (const key of SAME_IN_BOTH) if (!seen.has(key)) problems.push(`SAME_IN_BOTH: ${key} is not a key`)
  return problems
}
