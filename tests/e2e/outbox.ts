/** The emails the server wrote to an address (the dev outbox), newest first, as the customer's mailbox would hold them. */
export type SentEmail = { kind: string; language: string; subject: string; text: string; html: string }

export async function mailbox(baseURL: string, to?: string): Promise<SentEmail[]> {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string }
  }
  const query = to ? `?to=${encodeURIComponent(to)}` : ''
  const response = await fetch(new URL(`/api/v1/dev/outbox${query}`, baseURL), {
    headers: { 'x-api-key': config.data.api_key },
  })
  if (response.status !== 200) throw new Error(`the outbox answered ${response.status}`)
  return ((await response.json()) as { data: SentEmail[] }).data
}

/** The kinds of the emails sent to `to`, newest first. */
export async function emailKinds(baseURL: string, to: string): Promise<string[]> {
  return (await mailbox(baseURL, to)).map((email) => email.kind)
}
