// Picks the family's theme (from the URL, else the stored one) before the first paint, so the page never
// flashes the wrong colours. A file rather than an inline script: the Content-Security-Policy allows no inline script.
try {
  const f = location.pathname.split('/')[1] || localStorage.getItem('family')
  if (f === 'range-rover' || f === 'defender' || f === 'discovery' || f === 'jaguar') {
    document.getElementById('theme-stylesheet').href =
      `/assets/${f === 'jaguar' ? 'jaguar' : 'land-rover'}.css`
  }
} catch {}

// The first picture a visit paints (the landing tiles, a family home's hero) is asked for with the page,
// not after the scripts have rendered it: it is the largest paint of those pages.
try {
  const families = ['range-rover', 'defender', 'discovery', 'jaguar']
  const home = location.pathname.match(/^\/([a-z-]+)\/?$/)
  const pictures = location.pathname === '/' ? families : home && families.includes(home[1]) ? [home[1]] : []
  for (const family of pictures) {
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'image'
    link.href = `/assets/hero/${family}-1.svg`
    document.head.appendChild(link)
  }
} catch {}

// The page's first paint (server/http/first-paint.ts) is drawn for one visitor: in a language, signed in
// or not (the pages drawn ahead are for a first visit; tab1 is drawn for what the drawing cookie says,
// src/contract/drawing-hints.ts). For anyone else it stays hidden and the app draws the page itself.
try {
  const html = document.documentElement
  const drawn = html.dataset.firstPaint
  if (drawn) {
    const stored = localStorage.getItem('language')
    // A page drawn for a phone does not fit a wider screen, nor the other way round.
    const layout = html.dataset.firstPaintLayout
    const narrow = matchMedia('(max-width: 767px)').matches
    const otherLayout = (layout === 'narrow' && !narrow) || (layout === 'wide' && narrow)
    // A session counts as the app counts it (machines/session/session.rules.ts): over 5 minutes left.
    const expires = Date.parse(localStorage.getItem('expires_at') ?? '')
    const signedIn = Boolean(localStorage.getItem('access_token')) && expires - Date.now() >= 5 * 60_000
    const otherSession = signedIn !== (html.dataset.firstPaintSession === 'signed-in')
    if ((stored && stored !== drawn) || otherSession || otherLayout) html.dataset.firstPaint = 'hidden'
  }
} catch {}
// What the app needs before it can draw: its scripts (named in `altura-app` by a page that arrives drawn,
// else already in the page) and the visitor's catalogue (index.html names the built chunks). The language
// is chosen as startLanguage (src/app/url-bridge.ts) chooses it: the stored one, else Italian inside a
// family, else English. A drawn page is painted first and asks for them after its first frame, so they
// neither share the connection with its stylesheets and pictures nor run before it shows; a hidden one, or
// one in a background tab (which paints no frame), asks at once. A tab sent to the background before its
// first frame, or a browser that never gives one, asks anyway: the app must not wait for a paint forever.
;(() => {
  const links = []
  const preload = (href) => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    links.push(link)
  }
  try {
    const catalogues = JSON.parse(document.querySelector('meta[name="altura-catalogues"]').content)
    let stored = null
    try {
      stored = localStorage.getItem('language')
    } catch {}
    const inFamily = ['range-rover', 'defender', 'discovery', 'jaguar'].includes(
      location.pathname.split('/')[1],
    )
    const language = stored === 'it' || stored === 'en' ? stored : inFamily ? 'it' : 'en'
    if (catalogues[language]) preload(catalogues[language])
  } catch {}
  let app = null
  try {
    app = JSON.parse(document.querySelector('meta[name="altura-app"]')?.content ?? 'null')
  } catch {}
  if (app) {
    for (const href of app.preload) preload(href)
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = app.entry
    // First: the app starts from it whether or not the preloads after it have been added yet.
    links.unshift(script)
  }
  // Each link costs the page a little work as it is added (half a millisecond and more on a phone): a few
  // at a time, a task each, so that asking for forty files is not one long task.
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    const addSome = () => {
      document.head.append(...links.splice(0, 6))
      if (links.length > 0) setTimeout(addSome, 0)
    }
    addSome()
  }
  const drawn = document.documentElement.dataset.firstPaint
  if (!app || drawn === 'hidden' || document.visibilityState !== 'visible') return load()
  requestAnimationFrame(() => setTimeout(load, 0))
  document.addEventListener('visibilitychange', load, { once: true })
  setTimeout(load, 3000)
})()
