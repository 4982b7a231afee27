/**
 * The tab a receipt opens in. Browsers block a window opened after an await, so the tab is opened on the
 * click itself and sent to the signed PDF link once the server gives it; if no link comes, it closes.
 */
export type ReceiptTab = { prepare(): void; open(url: string): void; drop(): void }

export function createReceiptTab(): ReceiptTab {
  let tab: Window | null = null
  return {
    prepare() {
      tab?.close()
      tab = window.open('', '_blank')
      // The PDF needs nothing from this page: cut the way back to it.
      if (tab) tab.opener = null
    },
    open(url) {
      const address = new URL(url, window.location.href).href
      if (tab && !tab.closed) tab.location.replace(address)
      else window.open(address, '_blank', 'noopener')
      tab = null
    },
    drop() {
      tab?.close()
      tab = null
    },
  }
}
