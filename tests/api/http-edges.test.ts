import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, TEST_API_KEY, type TestServer } from './harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

/** Writes raw HTTP/1.1 on one socket and collects everything the server sends until it closes or goes quiet. */
function raw(requests: string[], quietMs = 1_500): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1')
    let received = ''
    let timer: NodeJS.Timeout | undefined
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(received)
    }
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(done, quietMs)
    }
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      arm()
    })
    socket.on('close', done)
    socket.on('error', (error) => (received ? done() : reject(error)))
    socket.on('connect', () => {
      for (const request of requests) socket.write(request)
      arm()
    })
  })
}

const health = `GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n`

function responses(text: string) {
  return [...text.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g)].map((m) => ({
    status: Number(m[1]),
    headers: (m[2] ?? '').toLowerCase(),
  }))
}

describe('a body over the limit (413)', () => {
  it('says Connection: close when it closes, so a reused connection is never left without an answer', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(1024 * 1024) })
    const request =
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nx-api-key: ${TEST_API_KEY}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    const text = await raw([request, health])
    const [first, second] = responses(text)
    expect(first?.status).toBe(413)
    expect(text).toContain('"success":false')
    // Either the connection stays usable (the next request is answered) or the 413 says it closes.
    if (second) expect(second.status).toBe(200)
    else expect(first?.headers).toMatch(/connection: close/)
  })
})

describe('headers over 16 kB (431)', () => {
  it('answers 431 in the envelope, and closes', async () => {
    const request = `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`
    const text = await raw([request])
    const [first] = responses(text)
    expect(first?.status).toBe(431)
    expect(first?.headers).toMatch(/content-type: application\/json/)
    expect(first?.headers).toMatch(/connection: close/)
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))
    expect(body).toMatchObject({ success: false, data: null, message: expect.any(String) })
  })

  it('answers a malformed request with 400 in the envelope', async () => {
    const text = await raw(['NOT HTTP AT ALL\r\n\r\n'])
    const [first] = responses(text)
    expect(first?.status).toBe(400)
    expect(text).toContain('"success":false')
  })
})
