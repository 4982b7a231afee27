import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawnPageHtml, isFilePath, pageHtml } from './first-paint'

const INDEX =
  '<!doctype html><html lang="en"><head><title>Altura</title><script src="/assets/theme.js"></script><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>'
const BANNER = '<section class="cookie-banner" aria-label="Cookies"><p>Cookies?</p></section>'

let staticDir: string

beforeAll(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'altura-first-paint-'))
  mkdirSync(path.join(staticDir, 'first-paint'))
  const pages = {
    landing: 'Choose your brand',
    'range-rover': 'Range Rover',
    jaguar: 'Jaguar',
    'jaguar.login': 'Jaguar login',
  }
  for (const [page, text] of Object.entries(pages)) {
    for (const language of ['it', 'en']) {
      writeFileSync(
        path.join(staticDir, 'first-paint', `${page}.${language}.html`),
        `<main><h1>${text} ${language}</h1></main>${BANNER}`,
      )
    }
  }
})

afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

const page = (pathname: string, cookies = '') => pageHtml(staticDir, INDEX, pathname, cookies)

describe('the first paint sent with a page', () => {
  it('gives the landing page its English first paint, inert, before the app root', () => {
    const html = page('/')
    expect(html).toContain('<html lang="en" data-first-paint="en" data-family="" data-theme="land-rover">')
    expect(html).toContain(
      `<div id="first-paint" inert aria-hidden="true"><main><h1>Choose your brand en</h1></main>${BANNER}</div><div id="root"></div>`,
    )
  })

  it('gives a family home its Italian first paint in the family theme, with or without the slash', () => {
    for (const pathname of ['/jaguar/', '/jaguar']) {
      const html = page(pathname)
      expect(html).toContain(
        '<html lang="it" data-first-paint="it" data-family="jaguar" data-theme="jaguar">',
      )
      expect(html).toContain('<h1>Jaguar it</h1>')
    }
    expect(page('/range-rover/')).toContain('data-family="range-rover" data-theme="land-rover"')
  })

  it('gives a login page its own first paint', () => {
    for (const pathname of ['/jaguar/autentication', '/jaguar/autentication/'])
      expect(page(pathname)).toContain('<h1>Jaguar login it</h1>')
  })

  it("names the app's scripts for theme.js to ask for after the first frame, rather than with the page", () => {
    const html = page('/jaguar/')
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain(
      '<meta name="altura-app" content="{&quot;entry&quot;:&quot;/assets/index.js&quot;,&quot;preload&quot;:[&quot;/assets/react.js&quot;]}"><script src="/assets/theme.js"></script>',
    )
    expect(page('/jaguar/faqs')).toBe(INDEX)
  })

  it('leaves the scripts in the page when it cannot name them', () => {
    const twoEntries = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/b.js"></script></head>',
    )
    const html = pageHtml(staticDir, twoEntries, '/jaguar/', '')
    expect(html).toContain('<h1>Jaguar it</h1>')
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">')
    expect(html).not.toContain('altura-app')
  })

  it('leaves the cookie banner out for a visitor who has answered it', () => {
    for (const answer of ['accepted', 'rejected']) {
      const html = page('/range-rover/', `theme=x; altura_cookie_consent=${answer}; other=1`)
      expect(html).toContain('<h1>Range Rover it</h1>')
      expect(html).not.toContain('cookie-banner')
    }
    expect(page('/range-rover/', 'altura_cookie_consent=maybe')).toContain('cookie-banner')
  })

  it('sends the bare page where there is no first paint', () => {
    for (const pathname of [
      '/range-rover/faqs',
      '/nowhere/',
      '/range-rover/search/choose-vehicle',
      '/defender/',
    ])
      expect(page(pathname)).toBe(INDEX)
  })

  it('sends a page drawn on request with the states it was drawn from, which cannot end their element', () => {
    const html = drawnPageHtml(INDEX, {
      body: '<main><h1>Scegli il veicolo</h1><p>$& 1.000 € $1</p></main>',
      family: 'defender',
      language: 'it',
      cookies: '',
      layout: 'narrow',
      states: { 'results:narrow:x': { name: '</script><script>alert(1)</script>', line: '\u2028' } },
    })
    expect(html).toContain(
      '<html lang="it" data-first-paint="it" data-family="defender" data-theme="land-rover" data-first-paint-layout="narrow">',
    )
    // A `$` in the page is text, not a replacement pattern.
    expect(html).toContain('<p>$& 1.000 € $1</p>')
    const json = html.match(/<script type="application\/json" id="first-states">(.*?)<\/script>/)?.[1] ?? ''
    expect(json).not.toMatch(/[<>]/)
    expect(JSON.parse(json)).toEqual({
      'results:narrow:x': { name: '</script><script>alert(1)</script>', line: '\u2028' },
    })
    expect(html.indexOf('id="first-states"')).toBeLessThan(html.indexOf('<div id="root">'))
  })

  it('sends no states element when a page was drawn without any', () => {
    const html = drawnPageHtml(INDEX, { body: '<main></main>', language: 'it', cookies: '', states: {} })
    expect(html).not.toContain('first-states')
    expect(html).not.toContain('data-first-paint-layout')
  })
})

describe('paths to files', () => {
  it('are those with an extension or a hidden part, which `path.extname` alone misses', () => {
    for (const pathname of ['/.env', '/.git/config', '/foo.php', '/wp-login.php', '/jaguar/.env', '/%2Eenv'])
      expect(isFilePath(pathname), pathname).toBe(true)
  })

  it("are never the app's routes", () => {
    for (const pathname of [
      '/',
      '/jaguar',
      '/jaguar/search/choose-vehicle',
      '/range-rover/account/personal-details',
      '/defender/autentication/reset-password',
    ])
      expect(isFilePath(pathname), pathname).toBe(false)
  })
})
