// Picks the family's theme (from the URL, else the stored one) before the first paint, so the page never
// flashes the wrong colours. A file rather than an inline script: the Content-Security-Policy allows no inline script.
try {
  const f = location.pathname.split('/')[1] || localStorage.getItem('family')
  if (f === 'range-rover' || f === 'defender' || f === 'discovery' || f === 'jaguar') {
    document.getElementById('theme-stylesheet').href =
      `/assets/${f === 'jaguar' ? 'jaguar' : 'land-rover'}.css`
  }
} catch {}
