import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every relative link in the repository's Markdown (README.md, docs/, the flows' and the server's
 * READMEs) leads to a file that exists, and a `#anchor` into a Markdown file to one of its headings, as
 * GitHub names them.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
/** Folders that hold no documentation of ours: installed packages, builds, test output, data. */
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'test-results',
  'playwright-report',
  'data',
  '.git',
])

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.model-coverage')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(full)
    return entry.name.endsWith('.md') ? [full] : []
  })
}

/** The text outside fenced code blocks, where a heading is a heading. */
const outsideFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')

/** The text outside code blocks and code spans, where a link is a link. */
const prose = (markdown: string) => outsideFences(markdown).replace(/`[^`\n]*`/g, '')

/** Inline links `[text](target "title")` and reference definitions `[name]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown)
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '')
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] ?? '')
  return [...inline, ...references]
}

/** GitHub's anchor for a heading: lower case, punctuation dropped but `-` and `_`, spaces to `-`. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** A Markdown file's anchors: its headings' (a repeated one gets `-1`, `-2`…) and its HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const counts = new Map<string, number>()
  for (const match of outsideFences(markdown).matchAll(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1] ?? '')
    const seen = counts.get(base) ?? 0
    counts.set(base, seen + 1)
    anchors.add(seen === 0 ? base : `${base}-${seen}`)
  }
  for (const match of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '')
  return anchors
}

/** What is wrong with one file's relative links, one line each. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(file, 'utf8')
  const problems: string[] = []
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
    const [pathPart = '', anchor] = target.split('#', 2)
    const decoded = decodeURIComponent(pathPart)
    const resolved =
      decoded === ''
        ? file
        : decoded.startsWith('/')
          ? path.join(root, decoded)
          : path.resolve(path.dirname(file), decoded)
    if (!existsSync(resolved)) {
      problems.push(`${target}: no such file`)
      continue
    }
    if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile()) {
      if (!anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor)))
        problems.push(`${target}: no such heading`)
    }
  }
  return problems
}

describe('the Markdown links', () => {
  const files = markdownFiles(root)

  it('finds the README and the docs', () => {
    const names = files.map((file) => path.relative(root, file))
    expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/qa.md', 'docs/benchmarks.md']))
  })

  it('names headings as GitHub does', () => {
    expect(slug('The map and `MAP_STYLE_URL`')).toBe('the-map-and-map_style_url')
    expect(slug('wizard (booking)')).toBe('wizard-booking')
    expect(slug('Search from memory: the index')).toBe('search-from-memory-the-index')
  })

  for (const file of files) {
    it(`${path.relative(root, file)}: every relative link resolves`, () => {
      expect(brokenLinks(file)).toEqual([])
    })
  }
})
