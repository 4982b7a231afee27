/** Saves a text as a file through a temporary Blob link (no server round trip). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the Blob after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
