import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser } from '../../tests/api/accounts'
import { startTestServer, type TestServer } from '../../tests/api/harness'

type Received = { from: string; to: string[]; data: string }

/** A minimal SMTP sink: enough of RFC 5321 for nodemailer; refuses recipients starting with "reject". */
function smtpSink() {
  const received: Received[] = []
  const server: Server = createServer((socket) => {
    let current: Received = { from: '', to: [], data: '' }
    let inData = false
    let buffer = ''
    socket.write('220 sink ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index = buffer.indexOf('\r\n')
      while (index >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        index = buffer.indexOf('\r\n')
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 queued\r\n')
          } else current.data += `${line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n')
        else if (verb === 'MAIL') {
          current.from = line
          socket.write('250 ok\r\n')
        } else if (verb === 'RCPT') {
          if (/<reject/i.test(line)) socket.write('550 no such mailbox\r\n')
          else {
            current.to.push(line)
            socket.write('250 ok\r\n')
          }
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n')
        else socket.write('502 not implemented\r\n')
      }
    })
    socket.on('error', () => undefined)
  })
  return { server, received }
}

const sink = smtpSink()
/** The first server owns the temporary database; `api` may be a restart on the same data. */
let original: TestServer
let api: TestServer

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve))
  const address = sink.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  original = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Altura <no-reply@example.com>' },
  })
  api = original
})
afterAll(async () => {
  await api?.stop()
  await original?.close()
  await new Promise((resolve) => sink.server.close(resolve))
})

async function outboxOf(email: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const body = await (await api.api(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()
    if (body.data[0]?.sent_at || attempt === 49) return body.data
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('sending through SMTP_URL', () => {
  it('sends the welcome email and marks it sent', async () => {
    const account = await registerUser(api)
    const [email] = await outboxOf(account.email)
    expect(email.sent_at).not.toBeNull()
    const message = sink.received.find((m) => m.to.some((to) => to.includes(account.email)))
    expect(message?.from).toContain('no-reply@example.com')
    expect(message?.data).toContain('Subject: Welcome to Altura')
  })

  it('keeps the request successful when the mail server refuses, and leaves the email unsent', async () => {
    const response = await api.api('/api/v1/auth/register', {
      method: 'POST',
      json: {
        language: 'en',
        first_name: 'R',
        last_name: 'J',
        email: 'reject-me@example.com',
        password: 'Str0ng!Pass',
        password_confirmation: 'Str0ng!Pass',
        accept_privacy_policy: true,
        marketing_consent: true,
        profiling_consent: false,
      },
    })
    expect(response.status).toBe(201)
    await api.stop() // waits for the delivery attempt to finish
    const { launch } = await import('../../tests/api/harness')
    api = await launch(api.env)
    const [email] = await outboxOf('reject-me@example.com')
    expect(email.sent_at).toBeNull()
  })
})
