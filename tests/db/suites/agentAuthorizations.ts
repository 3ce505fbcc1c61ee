import { createHash, createHmac, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { INSERT as INSERT_LEAD, lead, migratedLeadTable, type OpenDatabase, values } from '../support/leadTable'
import { BROWSER, failure, type Role, type Row } from '../support/roles'
import { currentAuthorization, currentReview } from '../../../content/en/browser/authorization'
import { currentAuthorization as spanishAuthorization } from '../../../content/es/browser/authorization'

const COLUMNS = ['id', 'link', 'signed_name', 'agreed', 'consent_version', 'review_version', 'review_confirmed', 'page']
const INSERT = `insert into public.agent_authorizations (${COLUMNS.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7, $8)`
const LEGAL_NAME = 'ACA Health Plan Advisors'
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const INSERT_OPT_OUT =
  'insert into public.contact_opt_outs (id, phone, email, stop, page, language) values ($1, $2, $3, $4, $5, $6)'

/** The CMS consent an agent asks for by link: links, signing, evidence, immutability and the feature setting. */
export default function describeAgentAuthorizations(storage: string, open: OpenDatabase) {
  describe(`CMS consents (agent_authorizations) on ${storage}`, () => {
    const table = migratedLeadTable(open)

    /** One statement as `role` with the request's headers, the feature on (or off) as server/ sets it. */
    const as = (role: Role | 'owner', sql: string, params: unknown[] = [], feature = 'on'): Promise<Row[]> =>
      table.db().transaction(async (session) => {
        await session.query(
          `select set_config('request.headers', $1, true), set_config('app.agent_authorization', $2, true)`,
          [JSON.stringify(BROWSER), feature],
        )
        if (role !== 'owner') await session.query(`select set_config('role', $1, true)`, [role])
        return session.query(sql, params)
      })

    type Link = { id: string; path: string; expires_at: string; language: string; lead_id: string | null }
    const makeLink = async (args: Record<string, unknown> = {}, feature = 'on'): Promise<Link> => {
      const named = { consumer_name: 'Ana María Díaz', agent_name: 'Sam Agent', ...args }
      const names = Object.keys(named)
      const [{ link }] = await as(
        'service_role',
        `select public.create_agent_authorization_link(${names.map((name, i) => `${name} => $${i + 1}`).join(', ')}) as link`,
        Object.values(named),
        feature,
      )
      return link as Link
    }
    const tokenOf = (link: Link) => link.path.split('#')[1]
    const sign = (token: string, row: Row = {}, feature = 'on') => {
      const full: Row = {
        id: randomUUID(),
        link: token,
        signed_name: 'Ana María Díaz',
        agreed: true,
        consent_version: currentAuthorization.version,
        review_version: null,
        review_confirmed: null,
        page: '/authorize',
        ...row,
      }
      return as(
        'anon',
        INSERT,
        COLUMNS.map((name) => full[name]),
        feature,
      ).then(() => full.id as string)
    }
    const stored = async (id: string) =>
      (await as('owner', 'select * from public.agent_authorizations where id = $1', [id]))[0]
    const shown = async (token: string, role: Role = 'anon') =>
      (await as(role, 'select public.agent_authorization_link($1) as link', [token]))[0].link as Row

    it('computes HMAC-SHA256 as RFC 2104 does', async () => {
      const key = Buffer.from(
        'a secret key of the database, at least 32 bytes long; and longer than a block of 64 bytes',
      )
      for (const k of [key, key.subarray(0, 32)]) {
        const [{ mac }] = await as(
          'owner',
          `select encode(private.hmac_sha256($1, convert_to($2, 'UTF8')), 'hex') as mac`,
          [k, 'id.1700000000'],
        )
        expect(mac).toBe(createHmac('sha256', k).update('id.1700000000').digest('hex'))
      }
    })

    it('makes a signed link with no personal data in it, valid 7 days by default', async () => {
      const link = await makeLink()
      expect(link.path).toMatch(/^\/authorize#[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/)
      expect(link.path).not.toMatch(/Ana|Sam/)
      const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(6.99)
      expect(days).toBeLessThanOrEqual(7)
      expect((await makeLink({ language: 'es', days: 3 })).path).toMatch(/^\/es\/authorize#/)
    })

    it('refuses to make a link while the feature is off, and anon may never make one', async () => {
      expect(await failure(makeLink({}, ''))).toMatchObject({ hint: 'authorization.off' })
      expect(
        await failure(as('anon', "select public.create_agent_authorization_link('Ana', 'Sam') as link")),
      ).toMatchObject({ code: '42501' })
    })

    it('refuses a link for a name with invisible characters, too long, in an unknown language or for an unknown lead', async () => {
      expect(await failure(makeLink({ consumer_name: 'Ana\u200b Díaz' }))).toMatchObject({
        hint: 'authorization.consumer_name_invalid',
      })
      expect(await failure(makeLink({ agent_name: 'S'.repeat(101) }))).toMatchObject({
        hint: 'authorization.agent_name_invalid',
      })
      expect(await failure(makeLink({ language: 'fr' }))).toMatchObject({ hint: 'authorization.language_invalid' })
      expect(await failure(makeLink({ days: 0 }))).toMatchObject({ hint: 'authorization.days_invalid' })
      expect(await failure(makeLink({ lead_id: randomUUID() }))).toMatchObject({ hint: 'authorization.lead_unknown' })
      for (const consumer_email of ['ana@', 'ana díaz@example.com', 'ana\u200b@example.com', `${'a'.repeat(250)}@x.co`])
        expect(await failure(makeLink({ consumer_email }))).toMatchObject({ hint: 'authorization.email_invalid' })
    })

    it('tells the page what a valid link says, and nothing for an altered, unknown or malformed one', async () => {
      const link = await makeLink({ application_summary: 'Household of 2, income $40,000.' })
      expect(await shown(tokenOf(link))).toMatchObject({
        status: 'valid',
        consumer_name: 'Ana María Díaz',
        agent_name: 'Sam Agent',
        agency_name: LEGAL_NAME,
        language: 'en',
        application_summary: 'Household of 2, income $40,000.',
      })
      const [id, expiry, signature] = tokenOf(link).split('.')
      const altered = [
        `${id}.${Number(expiry) + 86_400}.${signature}`,
        `${id}.${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        `${randomUUID()}.${expiry}.${signature}`,
        'not a token',
        '',
      ]
      for (const token of altered) expect(await shown(token)).toEqual({ status: 'invalid' })
    })

    it('stores a signed consent with the link’s names, the exact words and their hash, the request’s evidence', async () => {
      const lead1 = lead()
      await as('anon', INSERT_LEAD, values(lead1))
      const link = await makeLink({ lead_id: lead1.id })
      const id = await sign(tokenOf(link), { signed_name: '  ana maría  díaz ' })
      const row = await stored(id)
      const words = currentAuthorization.text({
        consumerName: 'Ana María Díaz',
        agentName: 'Sam Agent',
        agencyLegalName: LEGAL_NAME,
      })
      expect(row).toMatchObject({
        link: null,
        link_id: link.id,
        lead_id: lead1.id,
        language: 'en',
        consumer_name: 'Ana María Díaz',
        signed_name: 'ana maría  díaz',
        name_matches: true,
        agent_name: 'Sam Agent',
        agency_name: LEGAL_NAME,
        consent_text: words,
        user_agent: 'Mozilla/5.0 (Test)',
        client_ip: '198.51.100.7',
        review_version: null,
        application_summary: null,
      })
      expect(row.consent_sha256).toBe(createHash('sha256').update(words, 'utf8').digest('hex'))
    })

    it('writes one outbox row per delivery target with the consent, and hands the claim the record without the link', async () => {
      await as('owner', 'delete from public.lead_notifications')
      const id = await sign(tokenOf(await makeLink()))
      const rows = await as(
        'owner',
        'select target, status, lead_id, opt_out_id from public.lead_notifications where authorization_id = $1',
        [id],
      )
      expect(rows).toEqual([{ target: 'log', status: 'pending', lead_id: null, opt_out_id: null }])
      const [{ claimed }] = await as('service_role', 'select public.claim_lead_notifications(10, 60) as claimed')
      const mine = (claimed as Row[]).find((row) => (row.authorization as Row | undefined)?.id === id)
      expect(mine?.authorization).toMatchObject({ id, consumer_name: 'Ana María Díaz', agent_name: 'Sam Agent' })
      expect(mine?.authorization).not.toHaveProperty('link')
      expect(mine).not.toHaveProperty('lead')
      const [{ deliveries }] = await as(
        'service_role',
        'select public.lead_deliveries(array[$1::uuid]) as deliveries',
        [id],
      )
      expect(deliveries).toMatchObject([{ lead_id: id, target: 'log', status: 'pending', attempts: 1 }])
      // A row carries one thing: a consent's row cannot also name a lead.
      const lead1 = lead()
      await as('anon', INSERT_LEAD, values(lead1))
      const both = `insert into public.lead_notifications (authorization_id, lead_id, target) values ($1, $2, 'webhook')`
      expect(await failure(as('owner', both, [id, lead1.id]))).toMatchObject({
        constraint: 'lead_notifications_carries_one',
      })
    })

    it("adds the consumer's emailed copy, to the link's address or the lead's, only where the agency's email is configured", async () => {
      const copies = async (id: string) =>
        as(
          'owner',
          `select target, recipient from public.lead_notifications where authorization_id = $1 and target in ('copy', 'email') order by target`,
          [id],
        )
      const emailLead = lead({ email: 'ana.lead@example.com' })
      await as('anon', INSERT_LEAD, values(emailLead))
      await as('service_role', `select public.set_lead_delivery_targets(array['webhook', 'email'])`)
      try {
        const given = await makeLink({ consumer_email: ' ana@example.com ' })
        expect(given).toMatchObject({ copy_to: 'ana@example.com', copy_emailed: true })
        expect(await copies(await sign(tokenOf(given)))).toEqual([
          { target: 'copy', recipient: 'ana@example.com' },
          { target: 'email', recipient: null },
        ])
        const fromLead = await makeLink({ lead_id: emailLead.id })
        expect(fromLead).toMatchObject({ copy_to: 'ana.lead@example.com' })
        expect(await copies(await sign(tokenOf(fromLead)))).toContainEqual({
          target: 'copy',
          recipient: 'ana.lead@example.com',
        })
        const none = await makeLink()
        expect(none).toMatchObject({ copy_to: null })
        expect(await copies(await sign(tokenOf(none)))).toEqual([{ target: 'email', recipient: null }])
        // Only the copy's row names a recipient, and only a consent's row is a copy.
        const lead2 = lead()
        await as('anon', INSERT_LEAD, values(lead2))
        const copyOfLead = `insert into public.lead_notifications (lead_id, target, recipient) values ($1, 'copy', 'a@example.com')`
        expect(await failure(as('owner', copyOfLead, [lead2.id]))).toMatchObject({
          constraint: 'lead_notifications_copy_recipient',
        })
      } finally {
        await as('service_role', `select public.set_lead_delivery_targets(array['log'])`)
      }
      // Without the agency's email, no copy: the address waits on the link, unused.
      const unsent = await makeLink({ consumer_email: 'ana@example.com' })
      expect(unsent).toMatchObject({ copy_to: 'ana@example.com', copy_emailed: false })
      expect(await copies(await sign(tokenOf(unsent)))).toEqual([])
    })

    it('keeps both names when the typed name differs from the link’s', async () => {
      const id = await sign(tokenOf(await makeLink()), { signed_name: 'Anna Diaz' })
      expect(await stored(id)).toMatchObject({
        consumer_name: 'Ana María Díaz',
        signed_name: 'Anna Diaz',
        name_matches: false,
      })
    })

    it('stores the application review with its summary, only where the link carries one and it is confirmed', async () => {
      const summary = 'Household of 2.\nIncome $40,000. No other coverage.'
      const link = await makeLink({ application_summary: summary })
      expect(
        await failure(sign(tokenOf(link), { review_version: currentReview.version, review_confirmed: false })),
      ).toMatchObject({ hint: 'authorization.review_unconfirmed' })
      const id = await sign(tokenOf(link), { review_version: currentReview.version, review_confirmed: true })
      const row = await stored(id)
      const words = currentReview.text({ consumerName: '', agentName: 'Sam Agent', agencyLegalName: LEGAL_NAME })
      expect(row).toMatchObject({ application_summary: summary, review_confirmed: true, review_text: words })
      expect(row.review_sha256).toBe(createHash('sha256').update(`${summary}\n${words}`, 'utf8').digest('hex'))
      expect(
        await failure(
          sign(tokenOf(await makeLink()), { review_version: currentReview.version, review_confirmed: true }),
        ),
      ).toMatchObject({ hint: 'authorization.review_unconfirmed' })
    })

    it('signs a link once: a reused, expired or altered link stores nothing', async () => {
      const link = await makeLink()
      await sign(tokenOf(link))
      const again = randomUUID()
      expect(await failure(sign(tokenOf(link), { id: again }))).toMatchObject({ hint: 'authorization.link_used' })
      expect(await shown(tokenOf(link))).toEqual({ status: 'used' })

      const old = await makeLink()
      // A week later: moved back in time with the triggers skipped (the owner's way; no role may change a link).
      await table.withoutTriggers(
        `update private.agent_authorization_links set created_at = now() - interval '2 days', expires_at = date_trunc('second', now()) - interval '1 second' where id = $1`,
        [old.id],
      )
      const [{ token }] = await as(
        'owner',
        'select private.agent_authorization_token(id, expires_at) as token from private.agent_authorization_links where id = $1',
        [old.id],
      )
      expect(await shown(token as string)).toEqual({ status: 'expired' })
      expect(await failure(sign(token as string))).toMatchObject({ hint: 'authorization.link_expired' })

      const [id, expiry] = tokenOf(await makeLink()).split('.')
      expect(await failure(sign(`${id}.${expiry}.forged`))).toMatchObject({ hint: 'authorization.link_invalid' })
      expect(
        await as('owner', 'select count(*)::int as n from public.agent_authorizations where id = $1', [again]),
      ).toEqual([{ n: 0 }])
    })

    it('signs nothing while the feature is off', async () => {
      const link = await makeLink()
      expect(await failure(sign(tokenOf(link), {}, ''))).toMatchObject({ hint: 'authorization.link_invalid' })
    })

    it('refuses a typed name with invisible characters or over 100 characters, and one not ticked', async () => {
      const link = await makeLink()
      expect(await failure(sign(tokenOf(link), { signed_name: 'Ana\u200b Díaz' }))).toMatchObject({
        hint: 'authorization.name_invalid',
      })
      expect(await failure(sign(tokenOf(link), { signed_name: 'A'.repeat(101) }))).toMatchObject({
        hint: 'authorization.name_invalid',
      })
      expect(await failure(sign(tokenOf(link), { signed_name: '   ' }))).toMatchObject({
        hint: 'authorization.name_missing',
      })
      expect(await failure(sign(tokenOf(link), { agreed: false }))).toMatchObject({ hint: 'authorization.not_agreed' })
      expect(await failure(sign(tokenOf(link), { consent_version: 'authorize-1999-01-01' }))).toMatchObject({
        hint: 'authorization.version_unknown',
      })
      // None of these used the link up.
      expect(await shown(tokenOf(link))).toMatchObject({ status: 'valid' })
    })

    it('stores a Spanish consent in Spanish from /es/authorize', async () => {
      const link = await makeLink({ language: 'es' })
      const id = await sign(tokenOf(link), { consent_version: spanishAuthorization.version, page: '/es/authorize' })
      expect(await stored(id)).toMatchObject({
        language: 'es',
        consent_text: spanishAuthorization.text({
          consumerName: 'Ana María Díaz',
          agentName: 'Sam Agent',
          agencyLegalName: LEGAL_NAME,
        }),
      })
    })

    it('lets anon read nothing back and no role change or delete a consent, but for its revocation once', async () => {
      const id = await sign(tokenOf(await makeLink()))
      for (const role of ['anon', 'authenticated'] as const)
        expect(await failure(as(role, 'select * from public.agent_authorizations'))).toMatchObject({ code: '42501' })
      expect(
        await failure(
          as('owner', `update public.agent_authorizations set signed_name = 'Someone Else' where id = $1`, [id]),
        ),
      ).toMatchObject({ hint: 'authorization.kept' })
      expect(await failure(as('owner', 'delete from public.agent_authorizations where id = $1', [id]))).toMatchObject({
        hint: 'authorization.kept',
      })
      expect(
        await failure(as('owner', 'update public.agent_authorizations set revoked_at = now() where id = $1', [id])),
      ).toMatchObject({ hint: 'authorization.kept' })
      expect(await failure(as('anon', 'select public.revoke_agent_authorization($1) as revoked', [id]))).toMatchObject({
        code: '42501',
      })
      const [{ revoked }] = await as('service_role', 'select public.revoke_agent_authorization($1) as revoked', [id])
      expect(revoked).toMatchObject({ id })
      expect((await stored(id)).revoked_at).not.toBeNull()
      const [{ again }] = await as('service_role', 'select public.revoke_agent_authorization($1) as again', [id])
      expect(again).toBeNull()
    })

    it('revokes, on a “stop helping me” opt-out, the consents whose lead has its phone or mailbox, and names them in its delivery', async () => {
      const [mine, theirs] = [lead(), lead()]
      const [myPhone, theirEmail] = [String(mine.phone), String(theirs.email)]
      for (const row of [mine, theirs]) await as('anon', INSERT_LEAD, values(row))
      const byPhone = await sign(tokenOf(await makeLink({ lead_id: mine.id })))
      const other = await sign(tokenOf(await makeLink({ lead_id: theirs.id })))
      const unlinked = await sign(tokenOf(await makeLink()))
      const optOut = (stop: string, contact: { phone?: string; email?: string }) => {
        const id = randomUUID()
        return as('anon', INSERT_OPT_OUT, [
          id,
          contact.phone ?? null,
          contact.email ?? null,
          stop,
          '/opt-out',
          'en',
        ]).then(() => id)
      }
      // Calls and texts are their own requests: they take no consent back.
      await optOut('all', { phone: myPhone })
      expect((await stored(byPhone)).revoked_at).toBeNull()

      await as('owner', 'delete from public.lead_notifications')
      const help = await optOut('help', { phone: myPhone.replace(/\D/g, '') })
      expect(await stored(byPhone)).toMatchObject({ revoked_by_opt_out: help, revoked_at: expect.anything() })
      expect((await stored(other)).revoked_at).toBeNull()
      expect((await stored(unlinked)).revoked_at).toBeNull()
      const [{ claimed }] = await as('service_role', 'select public.claim_lead_notifications(10, 60) as claimed')
      const delivery = (claimed as Row[]).find((row) => (row.opt_out as Row | undefined)?.id === help)
      expect(delivery?.opt_out).toMatchObject({
        stop: 'help',
        revoked_authorizations: [{ id: byPhone, consumer_name: 'Ana María Díaz', agent_name: 'Sam Agent' }],
      })

      // By mailbox too; one that matches nothing is stored and says so (an empty list) for staff to look by name.
      const byEmail = await optOut('help', { email: theirEmail.toUpperCase() })
      expect((await stored(other)).revoked_by_opt_out).toBe(byEmail)
      const none = await optOut('help', { email: 'nobody-here@example.com' })
      const [{ later }] = await as('service_role', 'select public.claim_lead_notifications(10, 60) as later')
      expect((later as Row[]).find((row) => (row.opt_out as Row | undefined)?.id === none)?.opt_out).toMatchObject({
        revoked_authorizations: [],
      })
    })

    it('never stores a lead, an opt-out and a consent under one id, whichever comes first', async () => {
      const stored1 = lead()
      await as('anon', INSERT_LEAD, values(stored1))
      const taken = { code: '23505', hint: 'request.id_taken' }
      const optOutWith = (id: string) =>
        as('anon', INSERT_OPT_OUT, [id, '(305) 555-0199', null, 'all', '/opt-out', 'en'])
      expect(await failure(optOutWith(stored1.id))).toMatchObject(taken)
      expect(await failure(sign(tokenOf(await makeLink()), { id: stored1.id }))).toMatchObject(taken)

      const consent = await sign(tokenOf(await makeLink()))
      expect(await failure(as('anon', INSERT_LEAD, values(lead({ id: consent }))))).toMatchObject(taken)
      expect(await failure(optOutWith(consent))).toMatchObject(taken)
      const optOut = randomUUID()
      await optOutWith(optOut)
      expect(await failure(as('anon', INSERT_LEAD, values(lead({ id: optOut }))))).toMatchObject(taken)
      // The same table's repeat stays the primary key's own refusal (the site's retry counts it as stored).
      expect(await failure(as('anon', INSERT_LEAD, values({ ...stored1 })))).toMatchObject({ code: '23505' })
    })

    it('chains every record’s hash to the one stored before it', async () => {
      const first = await sign(tokenOf(await makeLink()))
      const second = await sign(tokenOf(await makeLink()))
      const [a, b] = [await stored(first), await stored(second)]
      expect(b.previous_sha256).toBe(a.record_sha256)
      expect(b.record_sha256).toMatch(/^[0-9a-f]{64}$/)
      // The hash is SHA-256 of the previous hash and the evidence's JSON, created_at in UTC.
      const [{ evidence }] = await as(
        'owner',
        'select private.evidence_of_authorization(a) as evidence from public.agent_authorizations a where id = $1',
        [second],
      )
      expect(String(evidence)).toContain(`"created_at": "${new Date(String(b.created_at)).toISOString().slice(0, 19)}`)
      expect(String(evidence)).toMatch(/"created_at": "[^"]+\+00:00"/)
      expect(b.record_sha256).toBe(sha256(`${a.record_sha256}${evidence}`))
    })

    const verifyConsents = async () =>
      ((await as('service_role', 'select public.verify_evidence_chains() as chains'))[0].chains as { consents: Row })
        .consents

    it('recomputes the consents’ chain with the others, whatever time zone each consent was signed in', async () => {
      await sign(tokenOf(await makeLink()))
      // A session in another zone (a database whose default zone was changed) signs the same way.
      const link = await makeLink()
      const eastern = await table.db().transaction(async (session) => {
        await session.query(
          `select set_config('request.headers', $1, true), set_config('app.agent_authorization', 'on', true),
                  set_config('timezone', 'America/New_York', true), set_config('role', 'anon', true)`,
          [JSON.stringify(BROWSER)],
        )
        const id = randomUUID()
        await session.query(INSERT, [
          id,
          tokenOf(link),
          'Ana María Díaz',
          true,
          currentAuthorization.version,
          null,
          null,
          '/authorize',
        ])
        return id
      })
      const consents = await verifyConsents()
      expect(consents).toMatchObject({ breaks: [], deletions: [], head: (await stored(eastern)).record_sha256 })
      expect(Number(consents.records)).toBeGreaterThanOrEqual(2)
    })

    it('reports a consent changed behind the triggers’ backs as a break, naming it', async () => {
      const changed = await sign(tokenOf(await makeLink()))
      await sign(tokenOf(await makeLink()))
      expect((await verifyConsents()).breaks).toEqual([])
      await table.db().transaction(async (session) => {
        await session.query('alter table public.agent_authorizations disable trigger user')
        await session.query(`update public.agent_authorizations set signed_name = 'Someone Else' where id = $1`, [
          changed,
        ])
        await session.query('alter table public.agent_authorizations enable trigger user')
      })
      expect((await verifyConsents()).breaks).toEqual([
        { id: changed, problem: 'its evidence does not match its hash' },
      ])
      await table.db().transaction(async (session) => {
        await session.query('alter table public.agent_authorizations disable trigger user')
        await session.query(`update public.agent_authorizations set signed_name = 'Ana María Díaz' where id = $1`, [
          changed,
        ])
        await session.query('alter table public.agent_authorizations enable trigger user')
      })
      expect((await verifyConsents()).breaks).toEqual([])
    })
  })
}
