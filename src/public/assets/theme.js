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

// The visitor's catalogue (index.html names the built chunks) loads with the page, not after the scripts
// ask for it. The language is chosen as startLanguage (src/app/url-bridge.ts) chooses it: the stored one,
// else Italian inside a family, else English.
try {
  const catalogues = JSON.parse(document.querySelector('meta[name="altura-catalogues"]').content)
  const stored = localStorage.getItem('language')
  const inFamily = ['range-rover', 'defender', 'discovery', 'jaguar'].includes(
    location.pathname.split('/')[1],
  )
  const language = stored === 'it' || stored === 'en' ? stored : inFamily ? 'it' : 'en'
  if (catalogues[language]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = catalogues[language]
    document.head.appendChild(link)
  }
} catch {}
