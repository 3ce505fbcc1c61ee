// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../scripts/authorize'
import { main as leadsCommand } from '../../scripts/leads'
import { lead } from '../../scripts/support/lead'
import { currentAuthorization, currentReview } from '../../content/en/browser/authorization'
import { migratedDataDir } from '../db/support/pgliteDir'
import { ANON_KEY, type Backend, makeSite, removeDir, SERVICE_KEY, startBackend, supabase } from './support/backend'

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  let out = ''
  let err = ''
  const code = await main(argv, env, { out: (text) => (out += text), err: (text) => (err += text) })
  return { code, out, err }
}

/** server/ on a fresh data folder, the CMS consent on or off, for the tests of the enclosing describe. */
function authorizeServer(agentAuthorization: boolean) {
  let dataDir: string
  let siteDir: string
  let backend: Backend
  beforeAll(async () => {
    dataDir = await migratedDataDir()
    siteDir = await makeSite()
    backend = await startBackend(dataDir, siteDir, { agentAuthorization })
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
    await removeDir(dataDir)
    await removeDir(siteDir)
  })
  return {
    backend: () => backend,
    env: (): NodeJS.ProcessEnv => ({
      HOST: '127.0.0.1',
      PORT: new URL(backend.url).port,
      DATA_DIR: dataDir,
      VITE_SITE_URL: 'https://agency.example',
    }),
  }
}

const tokenOf = (link: string) => link.trim().split('#')[1]

describe('npm run authorize (the CMS consent on)', () => {
  const server = authorizeServer(true)

  it('prints a signed link to /authorize on the public site, holding no personal data, valid 7 days', async () => {
    const { code, out, err } = await run(['--name', 'Ana María Díaz', '--agent', 'Sam Agent'], server.env())
    expect(code, err).toBe(0)
    expect(out).toMatch(/^https:\/\/agency\.example\/authorize#[0-9a-f-]{36}\.\d+\.[\w-]{43}\n$/)
    expect(out).not.toMatch(/Ana|Sam/)
    const expiry = Number(tokenOf(out).split('.')[1]) * 1000
    expect((expiry - Date.now()) / 86_400_000).toBeCloseTo(7, 1)
    expect(err).toMatch(/expires/)
    expect(err).toContain('The consumer prints their copy from the page.')
  })

  it('links a stored lead, in Spanish, for the days asked, with the application summary from a file', async () => {
    const stored = lead()
    expect((await supabase(server.backend().url, ANON_KEY).from('contact_submissions').insert(stored)).error).toBeNull()
    const dir = await mkdtemp(join(tmpdir(), 'summary-'))
    const file = join(dir, 'summary.txt')
    await writeFile(file, 'Hogar de 2.\r\nIngresos $40,000.\r\n')
    const argv = ['--name', 'Ana Díaz', '--agent', 'Sam Agent', '--lead', stored.id, '--language', 'es', '--days', '3']
    const { code, out, err } = await run([...argv, '--summary-file', file], server.env())
    expect(code, err).toBe(0)
    expect(out).toMatch(/^https:\/\/agency\.example\/es\/authorize#/)
    const { data } = await supabase(server.backend().url, ANON_KEY).rpc('agent_authorization_link', {
      token: tokenOf(out),
    })
    expect(data).toMatchObject({
      status: 'valid',
      consumer_name: 'Ana Díaz',
      language: 'es',
      application_summary: 'Hogar de 2.\nIngresos $40,000.',
    })
    // The copy would go to the lead's address, the link holding none of it; this server emails no one.
    expect(err).toContain(`Lead email is not configured (LEAD_EMAIL_TO), so no copy is emailed to ${stored.email}`)
    expect(out).not.toContain(String(stored.email))
    await removeDir(dir)
  })

  it('refuses bad arguments with its usage, and bad names with the database’s reason', async () => {
    expect(await run(['--name', 'Ana'], server.env())).toMatchObject({
      code: 1,
      err: expect.stringMatching(/required/),
    })
    expect(await run(['--name', 'Ana', '--agent', 'Sam', '--lead', 'x'], server.env())).toMatchObject({
      code: 1,
      err: expect.stringMatching(/--lead wants a lead id/),
    })
    expect(await run(['--name', 'Ana\u200b', '--agent', 'Sam'], server.env())).toMatchObject({
      code: 1,
      err: expect.stringMatching(/consumer's name/),
    })
    expect(await run(['--name', 'Ana', '--agent', 'Sam', '--days', '40'], server.env())).toMatchObject({
      code: 1,
      err: expect.stringMatching(/1 to 30 days/),
    })
    expect(await run(['--name', 'Ana', '--agent', 'Sam', '--email', 'ana@'], server.env())).toMatchObject({
      code: 1,
      err: expect.stringMatching(/email address must look like name@example.com/),
    })
  })

  it('is the same REST call for a CRM with the staff key, and anon may not make a link', async () => {
    const url = server.backend().url
    const made = await supabase(url, SERVICE_KEY).rpc('create_agent_authorization_link', {
      consumer_name: 'Ana Díaz',
      agent_name: 'Sam Agent',
    })
    expect(made.error).toBeNull()
    expect(made.data).toMatchObject({ path: expect.stringMatching(/^\/authorize#/) })
    const refused = await supabase(url, ANON_KEY).rpc('create_agent_authorization_link', {
      consumer_name: 'Ana Díaz',
      agent_name: 'Sam Agent',
    })
    expect(refused.status).toBe(401)
  })

  it('lets the consumer sign once through the REST API, reading nothing back; staff read the record', async () => {
    const { out } = await run(
      ['--name', 'Ana Díaz', '--agent', 'Sam Agent', '--summary', 'Household of 1.'],
      server.env(),
    )
    const url = server.backend().url
    const id = randomUUID()
    const row = {
      id,
      link: tokenOf(out),
      signed_name: 'Ana Diaz',
      agreed: true,
      consent_version: currentAuthorization.version,
      review_version: currentReview.version,
      review_confirmed: true,
      page: '/authorize',
    }
    expect((await supabase(url, ANON_KEY).from('agent_authorizations').insert(row)).error).toBeNull()
    const again = await supabase(url, ANON_KEY)
      .from('agent_authorizations')
      .insert({ ...row, id: randomUUID() })
    expect(again.error).toMatchObject({ hint: 'authorization.link_used' })
    expect((await supabase(url, ANON_KEY).from('agent_authorizations').select('id')).status).toBe(401)
    const { data } = await supabase(url, SERVICE_KEY).from('agent_authorizations').select('*').eq('id', id)
    expect(data).toEqual([
      expect.objectContaining({
        consumer_name: 'Ana Díaz',
        signed_name: 'Ana Diaz',
        name_matches: false,
        application_summary: 'Household of 1.',
        review_confirmed: true,
        client_ip: '127.0.0.1',
      }),
    ])

    // Staff list the consents, and print one whole: the exact words, the summary, both names, the hashes.
    let listed = ''
    const io = { out: (text: string) => (listed += text), err: (text: string) => (listed += text) }
    expect(await leadsCommand(['--authorizations'], server.env(), io)).toBe(0)
    expect(listed).toMatch(/Ana Diaz \(DIFFERS\)/)
    expect(listed).toContain(id)
    listed = ''
    expect(await leadsCommand(['--consent', id], server.env(), io)).toBe(0)
    const words = currentAuthorization.text({
      consumerName: 'Ana Díaz',
      agentName: 'Sam Agent',
      agencyLegalName: 'ACA Health Plan Advisors',
    })
    for (const part of [words, '| Household of 1.', 'Typed name (signature): Ana Diaz (differs from the link)'])
      expect(listed).toContain(part)
    expect(JSON.parse(listed.slice(listed.indexOf('\n{') + 1))).toMatchObject({ id, consent_text: words })

    // A consumer who takes it back by telling the agent: staff record it once, and the record says so.
    const revoked = await run(['--revoke', id], server.env())
    expect(revoked.code, revoked.err).toBe(0)
    expect(revoked.out).toMatch(new RegExp(`^Revoked CMS consent ${id} at \\d{4}-`))
    const twice = await run(['--revoke', id], server.env())
    expect(twice).toMatchObject({ code: 1, err: expect.stringContaining(`No CMS consent ${id} still in force`) })
    expect(await run(['--revoke', 'nope'], server.env())).toMatchObject({
      code: 1,
      err: expect.stringContaining('--revoke wants a CMS consent'),
    })
    expect(await run(['--revoke', id, '--name', 'X'], server.env())).toMatchObject({ code: 1 })
    listed = ''
    expect(await leadsCommand(['--consent', id], server.env(), io)).toBe(0)
    expect(listed).toMatch(/\nRevoked: \d{4}-/)
  })
})

describe('npm run authorize (the CMS consent off, the default)', () => {
  const server = authorizeServer(false)

  it('refuses to make a link, naming the setting', async () => {
    const { code, out, err } = await run(['--name', 'Ana Díaz', '--agent', 'Sam Agent'], server.env())
    expect(code).toBe(1)
    expect(out).toBe('')
    expect(err).toMatch(/VITE_AGENT_AUTHORIZATION=on/)
  })
})
