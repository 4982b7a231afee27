/** Downloads the file at `url` (the server answers it as an attachment) without leaving the page. */
export function downloadFrom(url: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
