import net from 'node:net'

export type ProxyMode = 'forward' | 'refuse' | 'hang'

export type TcpProxy = {
  port: number
  /** `postgres://…` URL with its host and port replaced by the proxy's. */
  url(target: string): string
  /**
   * forward: pass bytes both ways; refuse: close new connections at once (the database is down);
   * hang: accept connections and send nothing back (the database accepts but does not answer).
   */
  setMode(mode: ProxyMode): void
  /** Cuts every open connection, as a restart or failover of the database would. */
  dropAll(): void
  /** Stops forwarding (hang) on connections already open, so their statements get no answer. */
  freezeAll(): void
  /**
   * Half-opens every connection already open, as a NAT or load balancer dropping idle flows, or a
   * failover, would: the database's side goes away (its backend ends) while the server's side sees
   * no FIN and no reset; what the server sends is swallowed and nothing comes back. New connections
   * are forwarded as the mode says (by default normally), so the server can reconnect.
   */
  halfOpen(): void
  close(): Promise<void>
}

/** A small TCP proxy between the server and PostgreSQL, to take the database away and bring it back. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward'
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>()
  const server = net.createServer((client) => {
    if (mode === 'refuse') {
      client.destroy()
      return
    }
    const pair: { client: net.Socket; upstream?: net.Socket } = { client }
    pairs.add(pair)
    client.on('error', () => undefined)
    client.on('close', () => {
      pair.upstream?.destroy()
      pairs.delete(pair)
    })
    if (mode === 'hang') {
      client.resume()
      return
    }
    const upstream = net.connect(targetPort, targetHost)
    pair.upstream = upstream
    upstream.on('error', () => client.destroy())
    upstream.on('close', () => client.destroy())
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    port,
    url: (target) => {
      const parsed = new URL(target)
      parsed.hostname = '127.0.0.1'
      parsed.port = String(port)
      return parsed.toString()
    },
    setMode: (next) => {
      mode = next
    },
    dropAll: () => {
      for (const pair of pairs) {
        pair.client.destroy()
        pair.upstream?.destroy()
      }
      pairs.clear()
    },
    freezeAll: () => {
      for (const pair of pairs) {
        pair.client.unpipe()
        pair.upstream?.unpipe()
        pair.client.resume()
        pair.upstream?.resume()
      }
    },
    halfOpen: () => {
      for (const pair of pairs) {
        const { client, upstream } = pair
        pair.upstream = undefined
        client.unpipe()
        client.resume()
        if (upstream) {
          upstream.unpipe()
          // Its close would end the client's side: forget the client first.
          upstream.removeAllListeners('close')
          upstream.removeAllListeners('error')
          upstream.on('error', () => undefined)
          upstream.destroy()
        }
      }
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy()
        pair.upstream?.destroy()
      }
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
