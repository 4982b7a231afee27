import type { MiddlewareHandler } from 'hono'
import { LANGUAGES, type Language } from '../../src/contract/language'
import type { AppEnv } from './context'

export function asLanguage(value: unknown): Language | undefined {
  return LANGUAGES.find((language) => language === value)
}

/** The first of it/en in Accept-Language by preference (q), or undefined. */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      )
      return { tag: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const entry of ranked) {
    const language = asLanguage(entry.tag)
    if (language) return language
  }
  return undefined
}

/** Sets the message language from the query `language`, else Accept-Language, else English. */
export const detectLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set(
    'language',
    asLanguage(c.req.query('language')) ?? fromAcceptLanguage(c.req.header('accept-language')) ?? 'en',
  )
  await next()
}
