// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyWebhook } from '../../supabase/functions/_shared/leadDelivery/signature'
import { migratedDataDir } from '../db/support/pgliteDir'
import { freePort } from '../../scripts/browsers/freePort'
import { lead, optOut } from '../../scripts/support/lead'
import { eventually, type Receiver, startReceiver } from '../../scripts/support/webhookReceiver'
import { ANON_KEY, type Backend, makeSite, removeDir, SERVICE_KEY, startBackend, supabase } from './support/backend'
import { signedAuthorization } from './support/authorization'
import { expectedOutcome, ohioMedicaidChatLead, SECRET, signatureOf } from './support/deliverySuite'

// The deno binary itself, not node_modules/.bin/deno: that is a Node wrapper that runs deno with spawnSync, and
// stopping the wrapper left deno running (and its port taken) after the tests. npm ci puts it in the deno package's
// platform package (@deno/linux-x64-glibc...); the deno package's install script, which would copy it to
// node_modules/deno, is off (package.json allowScripts), so that copy exists only where someone ran it.
const EXE = process.platform === 'win32' ? 'deno.exe' : 'deno'
const PLATFORM_PACKAGE = `@deno/${process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}`
const DENO =
  [`${PLATFORM_PACKAGE}/${EXE}`, `deno/${EXE}`]
    .map((path) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url)))
    .find((path) => existsSync(path)) ?? ''
const FUNCTION = fileURLToPath(new URL('../../supabase/functions/deliver-leads/index.ts', import.meta.url))
const WAKE_SECRET = 'a-wake-secret-of-at-least-32-characters'

/**
 * The Edge Function deliver-leads under real Deno (the npm registry's deno package), with server/ as its Supabase:
 * what hosted Supabase runs, woken as pg_net and pg_cron wake it there.
 */
describe.skipIf(!DENO)(
  `the deliver-leads Edge Function under Deno, against server/${DENO ? '' : ` (skipped: no ${PLATFORM_PACKAGE} in node_modules, npm installs it only on the platforms deno ships for)`}`,
  () => {
    let backend: Backend
    let siteDir: string
    let dataDir: string
    let receiver: Receiver
    let deno: ChildProcess
    let functionUrl: string
    let output = ''

    beforeAll(async () => {
      siteDir = await makeSite()
      dataDir = await migratedDataDir()
      backend = await startBackend(dataDir, siteDir, { agentAuthorization: true })
      receiver = await startReceiver()
      const port = await freePort()
      deno = spawn(DENO, ['run', '--allow-net', '--allow-env', FUNCTION], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          PORT: String(port),
          SUPABASE_URL: backend.url,
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
          DELIVER_LEADS_SECRET: WAKE_SECRET,
          LEAD_WEBHOOK_URL: `${receiver.url}/hook`,
          LEAD_WEBHOOK_SECRET: SECRET,
          LEAD_CHAT_WEBHOOK_URL: `${receiver.url}/chat`,
          LEAD_EMAIL_TO: 'leads@agency.example',
          LEAD_EMAIL_FROM: 'Website <site@agency.example>',
          RESEND_API_KEY: 're_test_key',
          LEAD_EMAIL_API_URL: `${receiver.url}/email`,
          VITE_SITE_URL: 'https://agency.example',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      deno.stdout?.on('data', (chunk: Buffer) => (output += chunk))
      deno.stderr?.on('data', (chunk: Buffer) => (output += chunk))
      functionUrl = `http://127.0.0.1:${port}/`
      await eventually(
        () => /Listening on/.test(output),
        30_000,
        () => output,
      )
    }, 60_000)

    afterAll(async () => {
      deno?.kill('SIGTERM')
      await receiver?.close()
      await backend?.stop()
      await removeDir(siteDir)
      await removeDir(dataDir)
    })

    const wake = (secret = WAKE_SECRET) =>
      fetch(functionUrl, { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body: '{}' })

    it('refuses a wake without its secret', async () => {
      expect((await wake('not-the-secret')).status).toBe(401)
      expect((await fetch(functionUrl)).status).toBe(405)
    })

    it('registers its targets, then delivers a stored lead: signed webhook, thin chat message, email over the HTTP API', async () => {
      // The first wake writes the function's targets; leads stored from then on get them.
      expect(await (await wake()).json()).toMatchObject({ targets: ['webhook', 'chat', 'email'] })
      const row = lead({ source: 'sep', page: '/sep' })
      expect((await supabase(backend.url, ANON_KEY).from('contact_submissions').insert(row)).error).toBeNull()
      const answer = await wake()
      expect(await answer.json()).toMatchObject({ attempted: 3, alerts: 0 })

      const [hook] = receiver.at('/hook')
      expect(await verifyWebhook(SECRET, signatureOf(hook), hook.body)).toBe(true)
      expect(JSON.parse(hook.body).data).toMatchObject({ id: row.id, email: row.email, source: 'sep' })
      const chat = receiver.at('/chat')[0].body
      expect(chat).toContain(row.id)
      expect(chat).not.toContain(row.email)
      const [email] = receiver.at('/email')
      expect(email.headers.authorization).toBe('Bearer re_test_key')
      // Its own notification's id: a repeated attempt sends no second email.
      expect(email.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
      expect(email.headers['idempotency-key']).not.toBe(hook.headers['webhook-id'])
      expect(JSON.parse(email.body)).toMatchObject({
        to: ['leads@agency.example'],
        from: 'Website <site@agency.example>',
        text: expect.stringContaining(`Phone: ${row.phone}`),
      })

      const { data } = await supabase(backend.url, SERVICE_KEY).rpc('lead_deliveries', { lead_ids: [row.id] })
      expect((data as { status: string }[]).map((delivery) => delivery.status)).toEqual([
        'delivered',
        'delivered',
        'delivered',
      ])
    }, 30_000)

    it("delivers a chat lead with the same outcome as server/'s deliverer: the webhook's outcome, the chat's and the email's line", async () => {
      const row = ohioMedicaidChatLead()
      const outcome = expectedOutcome(row)
      expect((await supabase(backend.url, ANON_KEY).from('contact_submissions').insert(row)).error).toBeNull()
      expect(await (await wake()).json()).toMatchObject({ attempted: 3 })
      const hook = receiver.at('/hook').find((request) => JSON.parse(request.body).data.id === row.id)
      expect(hook && (await verifyWebhook(SECRET, signatureOf(hook), hook.body))).toBe(true)
      expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
        outcome,
        data: { household_size: 1, income_band: 'toMedicaidLine', coverage_year: row.coverage_year },
      })
      const chat = receiver.at('/chat').find((request) => request.body.includes(row.id))?.body ?? ''
      expect(JSON.parse(chat).text).toContain(`Outcome: ${outcome?.line}`)
      const email = receiver.at('/email').find((request) => request.body.includes(row.id))
      expect(JSON.parse(email?.body ?? '{}').text).toContain(`\nOutcome: ${outcome?.line}\n`)
    }, 30_000)

    it("delivers a stored opt-out as its own signed event, with the dialer's flags and the earlier lead it stops, as server/ does", async () => {
      const earlier = lead()
      expect((await supabase(backend.url, ANON_KEY).from('contact_submissions').insert(earlier)).error).toBeNull()
      expect(await (await wake()).json()).toMatchObject({ attempted: 3 })
      const row = optOut({ stop: 'calls', phone: earlier.phone })
      expect((await supabase(backend.url, ANON_KEY).from('contact_opt_outs').insert(row)).error).toBeNull()
      expect(await (await wake()).json()).toMatchObject({ attempted: 3 })
      const hook = receiver.at('/hook').find((request) => JSON.parse(request.body).data.id === row.id)
      expect(hook && (await verifyWebhook(SECRET, signatureOf(hook), hook.body))).toBe(true)
      expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
        type: 'opt_out.created',
        data: { phone: row.phone, email: row.email, stop: 'calls' },
        do_not_call: true,
        do_not_text: false,
        do_not_email: false,
        leads: [{ id: earlier.id, same_client: 'same_browser' }],
      })
      const chat = receiver.at('/chat').find((request) => request.body.includes(row.id))?.body ?? ''
      expect(chat).toContain('Opt-out: stop calls')
      expect(chat).toContain(
        `DO NOT CALL: lead ${earlier.id} (this request came from the lead's own network address and browser)`,
      )
      expect(chat).not.toContain(row.email)
      const email = receiver.at('/email').find((request) => request.body.includes(row.id))
      expect(JSON.parse(email?.body ?? '{}')).toMatchObject({
        subject: 'Opt-out: stop calls',
        text: expect.stringContaining(`Phone: ${row.phone}`),
      })
      expect(JSON.parse(email?.body ?? '{}').text).toContain(
        `Earlier leads (DO NOT CALL):\n  Lead ${earlier.id}: Ana, received `,
      )
      // A lead after it names it, and what the lead may be: its webhook carries the same as fields.
      const after = lead({ phone: earlier.phone })
      expect((await supabase(backend.url, ANON_KEY).from('contact_submissions').insert(after)).error).toBeNull()
      expect(await (await wake()).json()).toMatchObject({ attempted: 3 })
      const afterHook = receiver.at('/hook').find((request) => JSON.parse(request.body).data.id === after.id)
      expect(JSON.parse(afterHook?.body ?? '{}')).toMatchObject({
        opted_out_earlier: { id: row.id, stop: 'calls', same_client: 'same_browser' },
        calling: { inside_now: expect.any(Boolean), states: expect.any(Array) },
      })
      const afterChat = receiver.at('/chat').find((request) => request.body.includes(after.id))?.body ?? ''
      expect(afterChat).toContain(
        `(opt-out ${row.id}); this lead may be new consent: it came from the network address and browser that asked to stop.`,
      )
    }, 30_000)

    it("delivers a signed CMS consent as its own signed event, as server/ does, and the consumer's copy", async () => {
      const id = await signedAuthorization(backend.url, { consumer_email: 'ana.diaz@example.com' })
      expect(await (await wake()).json()).toMatchObject({ attempted: 4 })
      const hook = receiver.at('/hook').find((request) => JSON.parse(request.body).data.id === id)
      expect(hook && (await verifyWebhook(SECRET, signatureOf(hook), hook.body))).toBe(true)
      expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
        type: 'authorization.created',
        data: { id, agent_name: 'Sam Agent', name_matches: true },
      })
      const chat = receiver.at('/chat').find((request) => request.body.includes(id))?.body ?? ''
      expect(chat).toContain('CMS consent signed for agent Sam Agent')
      const emails = receiver.at('/email').filter((request) => request.body.includes(id))
      const email = emails.find((request) => JSON.parse(request.body).to.includes('leads@agency.example'))
      expect(JSON.parse(email?.body ?? '{}')).toMatchObject({
        subject: 'CMS consent signed: Ana María Díaz, agent Sam Agent',
        text: expect.stringContaining('Typed name (signature): Ana María Díaz\n'),
      })
      const copy = emails.find((request) => JSON.parse(request.body).to.includes('ana.diaz@example.com'))
      expect(JSON.parse(copy?.body ?? '{}')).toMatchObject({
        to: ['ana.diaz@example.com'],
        subject: 'Your copy: your consent for Sam Agent to help you',
        text: expect.stringContaining(
          `To take it back at any time: choose "Stop helping me" on our opt-out page, https://agency.example/opt-out,`,
        ),
      })
      expect(copy?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    }, 30_000)

    it('records a failed attempt for the next wake, and a later wake delivers it with the same webhook-id', async () => {
      receiver.answer((request) => (request.path === '/hook' ? { status: 503 } : { status: 200 }))
      const row = lead()
      expect((await supabase(backend.url, ANON_KEY).from('contact_submissions').insert(row)).error).toBeNull()
      await wake()
      const failed = receiver.at('/hook').filter((request) => JSON.parse(request.body).data.id === row.id)
      expect(failed).toHaveLength(1)
      receiver.answer(() => ({ status: 200 }))
      // The retry is due a few seconds later (backoff); pg_cron's sweep wakes the function every 10 seconds.
      await eventually(async () => {
        await wake()
        return receiver.at('/hook').filter((request) => JSON.parse(request.body).data.id === row.id).length === 2
      }, 20_000)
      const [first, second] = receiver.at('/hook').filter((request) => JSON.parse(request.body).data.id === row.id)
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id'])
    }, 30_000)
  },
)
