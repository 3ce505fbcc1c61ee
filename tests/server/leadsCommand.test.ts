// @vitest-environment node
import { existsSync } from 'node:fs'
import { chmod, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../scripts/leads'
import { sqlStore } from '../../server/delivery/sqlStore'
import { eventually } from '../../scripts/support/webhookReceiver'
import { migratedDataDir } from '../db/support/pgliteDir'
import { ANON_KEY, type Backend, listen, makeSite, removeDir, startBackend, supabase } from './support/backend'
import { expectedOutcome, ohioMedicaidChatLead } from './support/deliverySuite'
import { lead, optOut } from '../../scripts/support/lead'
import { createHash } from 'node:crypto'
import { agencyFacts } from '../../rules/agencyFacts'
import { consentVersions } from '../../content/en/browser/consent'

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  let out = ''
  let err = ''
  const code = await main(argv, env, { out: (text) => (out += text), err: (text) => (err += text) })
  return { code, out, err }
}

/** server/ on a fresh data folder holding three leads, for the tests of the enclosing describe. */
function leadsServer() {
  let dataDir: string
  let siteDir: string
  let backend: Backend
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    dataDir = await migratedDataDir()
    siteDir = await makeSite()
    backend = await startBackend(dataDir, siteDir)
    const port = new URL(backend.url).port
    // The backend's own folder, which holds no staff key of server/'s: the command uses the published one.
    env = { HOST: '127.0.0.1', PORT: port, DATA_DIR: dataDir }
    for (const firstName of ['Oldest', 'Middle', 'Newest']) {
      const { error } = await supabase(backend.url, ANON_KEY)
        .from('contact_submissions')
        .insert(lead({ first_name: firstName }))
      expect(error).toBeNull()
    }
  }, 60_000)

  afterAll(async () => {
    await backend?.stop()
    await removeDir(dataDir)
    await removeDir(siteDir)
  })

  return { env: () => env, backend: () => backend, dataDir: () => dataDir }
}

type LeadsServer = ReturnType<typeof leadsServer>

describe('npm run leads against server/', () => {
  const server = leadsServer()
  describeListingAndExport(server)
  describeCommandEdges(server)
})

/** What the command prints and exports from a running server/. */
function describeListingAndExport({ env, backend, dataDir }: LeadsServer) {
  it('prints the leads newest first, at most --limit', async () => {
    const { code, out, err } = await run(['--limit', '2'], env())
    expect(code).toBe(0)
    expect(err).toBe('')
    const names = out
      .split('\n')
      .filter((line) => line.includes('Diaz'))
      .map((line) => line.replace(/[\u2068\u2069]/g, '').split(/\s{2,}/)[1])
    expect(names).toEqual(['Newest Diaz', 'Middle Diaz'])
    expect(out).toContain('2 leads, newest first.')
  })

  it("shows each lead's delivery as the outbox has it", async () => {
    const store = sqlStore(backend().db)
    const claimed = await store.claim(100, 60)
    const newest = claimed.find((notification) => notification.lead?.first_name === 'Newest')
    await store.settle(newest?.id ?? '', 'delivered')
    const middle = claimed.find((notification) => notification.lead?.first_name === 'Middle')
    await store.settle(middle?.id ?? '', 'retry', 'hooks.example answered 503', 3600)
    const { out } = await run([], env())
    const lines = out.split('\n')
    const after = (name: string) =>
      lines
        .slice(lines.findIndex((line) => line.includes(`${name} Diaz`)) + 1)
        .find((line) => line.startsWith('  Delivery:'))
    expect(after('Newest')).toMatch(/log delivered .* \(1 attempt\)/)
    expect(after('Middle')).toContain('log pending (1 attempt so far): hooks.example answered 503')
    const csv = (await run(['--csv'], env())).out
    expect(csv.split('\r\n')[0]).toContain('"log_status","log_delivered_at","log_attempts","log_last_error"')
  })

  it('exports every lead as CSV to stdout', async () => {
    const { code, out } = await run(['--csv'], env())
    expect(code).toBe(0)
    const lines = out.trimEnd().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain(',"Newest",')
    expect(lines[3]).toContain(',"Oldest",')
  })

  it('prints the CSV for --csv -, as - means for every Unix tool, and writes no file named -', async () => {
    // The command writes a file named on the command line in the folder it runs in: this test's.
    const dash = join(process.cwd(), '-')
    expect(existsSync(dash)).toBe(false)
    try {
      const { code, out, err } = await run(['--csv', '-', '--limit', '2'], env())
      expect(code).toBe(0)
      expect(err).toBe('')
      expect(out.trimEnd().split('\r\n')).toHaveLength(3)
      expect(out.startsWith('"id","created_at",')).toBe(true)
      expect(existsSync(dash)).toBe(false)
    } finally {
      await rm(dash, { force: true })
    }
  })

  it('exports to a file only its owner can read, with a BOM for Excel', async () => {
    const file = join(dataDir(), 'leads.csv')
    const { code, err } = await run(['--csv', file], env())
    expect(code).toBe(0)
    expect(err).toBe(`Wrote 3 leads to ${file}\n`)
    const text = await readFile(file, 'utf8')
    expect(text.startsWith('\ufeff"id","created_at",')).toBe(true)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  it('makes an existing file owner-only before writing leads into it (an earlier export, a file made in /tmp)', async () => {
    const file = join(dataDir(), 'existing.csv')
    await writeFile(file, 'old\n', { mode: 0o644 })
    await chmod(file, 0o644)
    expect((await run(['--csv', file], env())).code).toBe(0)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readFile(file, 'utf8')).toMatch(/^\ufeff"id",/)
  })
}

/** Wrong keys, no server, hostile user agents, --watch and --consent. */
function describeCommandEdges({ env, backend }: LeadsServer) {
  it('--verify recomputes the three hash chains and prints their heads; a kept head is found again, an unknown one is not', async () => {
    const { code, out, err } = await run(['--verify'], env())
    expect(code, err).toBe(0)
    const head = /^Leads: \d+ records, chain intact; head ([0-9a-f]{64})$/m.exec(out)?.[1]
    expect(head).toBeDefined()
    expect(out).toMatch(/^Opt-outs: \d+ records?, chain intact; head /m)
    expect(out).toMatch(/^CMS consents: \d+ records?, chain intact; head /m)
    expect(out).toContain('Keep the heads above somewhere the database cannot change')
    const kept = await run(['--verify', String(head)], env())
    expect(kept.code, kept.err).toBe(0)
    expect(kept.out).toContain(`The kept head ${head} is a record of its chain`)
    const unknown = await run(['--verify', 'f'.repeat(64)], env())
    expect(unknown.code).toBe(1)
    expect(unknown.out).toContain('is in no chain')
    expect(await run(['--verify', 'nope'], env())).toMatchObject({
      code: 1,
      err: expect.stringContaining('64 hex digits'),
    })
  })

  it('says in one line when the key is wrong', async () => {
    const { code, out, err } = await run([], { ...env(), SUPABASE_SERVICE_ROLE_KEY: 'not-the-key' })
    expect(code).toBe(1)
    expect(out).toBe('')
    expect(err).toBe(
      `${backend().url} refused the service role key (Invalid API key): set SUPABASE_SERVICE_ROLE_KEY to the project's service role key.\n`,
    )
  })

  it('refuses a SUPABASE_URL of http:// beyond loopback in one line naming the setting, and sends the staff key nowhere', async () => {
    // 0.0.0.0 reaches this machine's server (the test's traffic stays here), but it is no loopback name: what a typo
    // of http://<ref>.supabase.co would look like, the staff key in the clear on the first request.
    const port = new URL(backend().url).port
    const { code, out, err } = await run([], { ...env(), SUPABASE_URL: `http://0.0.0.0:${port}` })
    expect(code).toBe(1)
    expect(out).toBe('')
    expect(err).toBe(
      `SUPABASE_URL must be an https:// URL (http:// only to localhost, 127.x.x.x or [::1]), got "http://0.0.0.0:${port}": the staff key must not travel in the clear.\n`,
    )
  })

  it('says in one line when no server is running', async () => {
    const closed = await listen((await import('node:http')).createServer())
    await closed.close()
    const { code, err } = await run([], { SUPABASE_URL: closed.url })
    expect(code).toBe(1)
    expect(err).toBe(
      `No server answered at ${closed.url}: start it with \`npm run serve\` (or \`npm start\`), or set SUPABASE_URL.\n`,
    )
  })

  it('never prints control characters a user agent sent (C1 bytes): the database keeps only the printable part', async () => {
    const row = lead({ first_name: 'Agent' })
    // Raw bytes: Node's own HTTP client would send the header as UTF-8.
    const body = JSON.stringify(row)
    const head =
      `POST /rest/v1/contact_submissions HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\napikey: ${ANON_KEY}\r\n` +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nuser-agent: Mozilla/5.0\x9b2J\x85(X11)\r\n\r\n`
    const answer = await new Promise<string>((resolve, reject) => {
      let text = ''
      const socket = connect(Number(new URL(backend().url).port), '127.0.0.1', () =>
        socket.end(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)])),
      )
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })
    const status = Number(answer.split(' ')[1])
    expect(status).toBe(201)
    const { out } = await run(['--csv'], env())
    expect(out).not.toMatch(/[\u0080-\u009f]/)
    expect(out).toContain('"Mozilla/5.02J(X11)"')
  })
  it('--watch prints the newest leads, then each new one as it arrives, until stopped', async () => {
    let out = ''
    const stop = new AbortController()
    const watching = main(
      ['--watch'],
      env(),
      { out: (text) => (out += text), err: (text) => (out += text) },
      stop.signal,
    )
    await eventually(() => out.includes('Watching for new leads'))
    const { error } = await supabase(backend().url, ANON_KEY)
      .from('contact_submissions')
      .insert(lead({ first_name: 'Arriving', utm_source: 'radio' }))
    expect(error).toBeNull()
    await eventually(
      () => out.includes('Arriving Diaz'),
      10_000,
      () => out,
    )
    expect(out.slice(out.indexOf('Watching'))).toContain(
      'From: \u2068home_callback form; en page; utm_source=radio; landed on /\u2069',
    )
    stop.abort()
    expect(await watching).toBe(0)
  }, 20_000)

  it("prints one lead's consent record for --consent, the full wording and its hash, as text and as JSON", async () => {
    const current = consentVersions.at(-1)
    const row = lead({
      first_name: 'Consent',
      consent_version: current?.version,
      sms_consent: true,
      sms_consent_version: 'sms-2026-11-27',
      time_zone: 'America/Chicago',
    })
    expect((await supabase(backend().url, ANON_KEY).from('contact_submissions').insert(row)).error).toBeNull()
    const { code, out, err } = await run(['--consent', row.id], env())
    expect(err).toBe('')
    expect(code).toBe(0)
    const words = current?.text(agencyFacts.name) ?? ''
    const [text, json] = out.split('\n\n')
    expect(text).toContain(`Consent record of lead ${row.id}`)
    expect(text).toContain(
      `Calls box (required): ticked; wording ${current?.version} (English)\n  Words shown: ${words}`,
    )
    expect(text).toContain(`SHA-256 of the words (UTF-8): ${createHash('sha256').update(words).digest('hex')}`)
    expect(text).toContain('Texts box (optional): ticked; wording sms-2026-11-27 (English)')
    expect(JSON.parse(json)).toMatchObject({
      lead_id: row.id,
      phone: row.phone,
      calls: { agreed: true, text: words },
      texts: { agreed: true, version: 'sms-2026-11-27', language: 'en' },
    })
    // The table says the same under the lead: texts allowed, and when Florida's rules let the agency call.
    const table = (await run([], env())).out
    expect(table).toContain('Texts: allowed, informational only, no marketing (wording sms-2026-11-27)')
    expect(table).toMatch(
      /Calling window: 8 AM-8 PM every day.*FL by the form.*Lead's time now: .*\(America\/Chicago\)/,
    )
    expect(await run(['--consent', '00000000-0000-4000-8000-000000000000'], env())).toMatchObject({
      code: 1,
      err: 'No lead has the id 00000000-0000-4000-8000-000000000000.\n',
    })
  })
}

describe('npm run leads and the requests to stop, against server/', () => {
  let dataDir: string
  let siteDir: string
  let backend: Backend
  let env: NodeJS.ProcessEnv
  const before = lead({ first_name: 'Before' })
  const after = lead({ first_name: 'After' })
  const untouched = lead({ first_name: 'Untouched' })
  const stop = optOut({ phone: before.phone, email: null, stop: 'texts' })

  beforeAll(async () => {
    dataDir = await migratedDataDir()
    siteDir = await makeSite()
    backend = await startBackend(dataDir, siteDir)
    env = { HOST: '127.0.0.1', PORT: new URL(backend.url).port, DATA_DIR: dataDir }
    const browser = supabase(backend.url, ANON_KEY)
    // A lead, then its number asks to stop texts, then a new lead from the same mailbox as the first: new consent.
    for (const row of [before, untouched])
      expect((await browser.from('contact_submissions').insert(row)).error).toBeNull()
    expect((await browser.from('contact_opt_outs').insert(stop)).error).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await browser.from('contact_submissions').insert({ ...after, email: before.email })).error).toBeNull()
  }, 60_000)

  afterAll(async () => {
    await backend?.stop()
    await removeDir(dataDir)
    await removeDir(siteDir)
  })

  const linesAfter = (out: string, name: string) => {
    const lines = out.split('\n')
    const start = lines.findIndex((line) => line.includes(`${name} Diaz`))
    const next = lines.findIndex((line, index) => index > start && !line.startsWith('  '))
    return lines.slice(start + 1, next)
  }

  it('marks a lead whose phone number opted out after it, with the date, and no lead made before none or after it', async () => {
    const { code, out } = await run([], env)
    expect(code).toBe(0)
    expect(linesAfter(out, 'Before')).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^  OPTED OUT \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d: stop text messages \\(opt-out ${stop.id}; sent from this lead's network address and browser\\)$`,
        ),
      ),
    )
    expect(linesAfter(out, 'After').join('\n')).not.toContain('OPTED OUT')
    expect(linesAfter(out, 'Untouched').join('\n')).not.toContain('OPTED OUT')
  })

  it('gives the CSV the opt-out columns a dialer reads: when, what, which request, do not call, do not text', async () => {
    const lines = (await run(['--csv'], env)).out.trimEnd().split('\r\n')
    expect(lines[0].endsWith(',"opted_out_at","opted_out_stop","opted_out_id","do_not_call","do_not_text"')).toBe(true)
    expect(lines.find((line) => line.includes('"Before"'))).toMatch(
      new RegExp(`,"\\d{4}-\\d\\d-\\d\\dT[^"]+","texts","${stop.id}","","yes"$`),
    )
    expect(lines.find((line) => line.includes('"After"'))?.endsWith(',"","","","",""')).toBe(true)
  })

  it('says DO NOT TEXT instead of the text consent under a lead that asked to stop texts, and keeps its calling window', async () => {
    const { out } = await run([], env)
    const before = linesAfter(out, 'Before').join('\n')
    expect(before).toMatch(
      new RegExp(`DO NOT TEXT: opted out \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d \\(opt-out ${stop.id}\\)`),
    )
    expect(before).not.toContain('Texts: allowed')
    expect(before).toContain('Calling window:')
    expect(linesAfter(out, 'After').join('\n')).not.toContain('DO NOT')
  })

  it('adds a Revoked block to the consent record of a lead whose number asked to stop after it', async () => {
    const { code, out } = await run(['--consent', before.id], env)
    expect(code).toBe(0)
    expect(out).toMatch(
      new RegExp(
        `\\nRevoked:\\n  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d: stop text messages \\(opt-out ${stop.id}\\); DO NOT TEXT\\n`,
      ),
    )
    const json = JSON.parse(out.slice(out.indexOf('\n{') + 1))
    expect(json.revoked).toEqual([
      expect.objectContaining({ opt_out_id: stop.id, stop: 'texts', calls: false, texts: true }),
    ])
    const untouchedRecord = (await run(['--consent', untouched.id], env)).out
    expect(untouchedRecord).not.toContain('Revoked:')
    expect(JSON.parse(untouchedRecord.slice(untouchedRecord.indexOf('\n{') + 1)).revoked).toEqual([])
  })

  it('lists the requests with --opt-outs, as a table and as CSV', async () => {
    const table = await run(['--opt-outs'], env)
    expect(table.code).toBe(0)
    expect(table.out).toContain('text messages')
    expect(table.out).toContain(stop.phone)
    expect(table.out).toContain(stop.id)
    expect(table.out).toContain('1 opt-out, newest first. Honor each within 10 business days.')
    // Its delivery, as a lead's: with no target configured, the server's log line.
    expect(table.out).toMatch(/\n {2}Delivery: \u2068log (delivered .*\(1 attempt\)|pending)/)
    const csv = (await run(['--opt-outs', '--csv'], env)).out.trimEnd().split('\r\n')
    expect(csv[0]).toBe(
      '"id","created_at","stop","phone","email","page","language","user_agent","client_ip","repeat_of","honor_by"',
    )
    expect(csv[1]).toContain(`"${stop.id}"`)
    expect(csv[1]).toMatch(/,"[A-Z][a-z]{2} \d{1,2}, \d{4}"$/)
  })
})

describe("npm run leads against server/: a chat lead's outcome", () => {
  let dataDir: string
  let siteDir: string
  let backend: Backend
  let env: NodeJS.ProcessEnv
  const chat = ohioMedicaidChatLead()

  beforeAll(async () => {
    dataDir = await migratedDataDir()
    siteDir = await makeSite()
    backend = await startBackend(dataDir, siteDir)
    env = { HOST: '127.0.0.1', PORT: new URL(backend.url).port, DATA_DIR: dataDir }
    expect((await supabase(backend.url, ANON_KEY).from('contact_submissions').insert(chat)).error).toBeNull()
  }, 60_000)

  afterAll(async () => {
    await backend?.stop()
    await removeDir(dataDir)
    await removeDir(siteDir)
  })

  it('prints the staff line under the answers, recomputed from what the database stored', async () => {
    const outcome = expectedOutcome(chat)
    const { code, out } = await run([], env)
    expect(code).toBe(0)
    const lines = out.split('\n')
    const answers = lines.findIndex((line) => line.startsWith('  Chat answers:'))
    expect(lines[answers]).toBe(
      '  Chat answers: \u2068denied Medicaid: no; age 26-35; household of 1; income ' +
        `${outcome?.line.match(/income (\$[\d,]+-\$[\d,]+ a year)/)?.[1]}; insurance: Medicaid (on it, just lost it or denied); ZIP 43215\u2069`,
    )
    expect(lines[answers + 1]).toBe(`  Outcome: \u2068${outcome?.line}\u2069`)
  })

  it("exports the outcome's code and staff line in the CSV", async () => {
    const outcome = expectedOutcome(chat)
    const [header, line] = (await run(['--csv'], env)).out.split('\r\n')
    expect(header).toContain(
      '"current_insurance","household_size","income_band","coverage_year","repeat_of","submit_label","build_id","privacy_version","terms_version","gpc","consent_shown_sha256","sms_consent_shown_sha256","outcome_code","outcome"',
    )
    expect(line).toContain(
      `"medicaid","1","toMedicaidLine","${chat.coverage_year}","","","","","","","","","medicaidLikely","${outcome?.line}"`,
    )
  })
})
