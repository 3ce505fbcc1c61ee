import { createHash, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  INSERT as INSERT_LEAD,
  insertOf,
  lead,
  migratedLeadTable,
  type OpenDatabase,
  values,
} from '../support/leadTable'
import { failure, type Row } from '../support/roles'

const INSERT_OPT_OUT =
  'insert into public.contact_opt_outs (id, phone, email, stop, page, language) values ($1, $2, $3, $4, $5, $6)'
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

type Chain = { records: number; head: string | null; breaks: Row[]; deletions: Row[] }

/** Leads and opt-outs that cannot be lost quietly: hash chains, tombstones, no deletion but through one function. */
export default function describeEvidenceChain(storage: string, open: OpenDatabase) {
  describe(`evidence kept (hash chains and tombstones) on ${storage}`, () => {
    const table = migratedLeadTable(open)
    const { as, asOwner } = table
    const verify = async () =>
      (await as('service_role', 'select public.verify_evidence_chains() as chains'))[0].chains as {
        leads: Chain
        opt_outs: Chain
        deleted_records: number
      }
    const sendLead = async (overrides = {}) => {
      const row = lead(overrides)
      await as('anon', INSERT_LEAD, values(row))
      return row
    }
    const sendOptOut = async (phone = '(305) 555-0177') => {
      const id = randomUUID()
      await as('anon', INSERT_OPT_OUT, [id, phone, null, 'calls', '/opt-out', 'en'])
      return id
    }
    const chainOf = async (sql: string, id: string) => (await asOwner(sql, [id]))[0]
    /** Runs `sql` as someone with the power to switch a table's triggers off would: off, the change, on again. */
    const behindTheTriggers = (tableName: string, sql: string, params: unknown[]) =>
      table.db().transaction(async (session) => {
        await session.query(`alter table public.${tableName} disable trigger user`)
        await session.query(sql, params)
        await session.query(`alter table public.${tableName} enable trigger user`)
      })

    it('links every lead to the one stored before it, by a hash of its evidence a reader can recompute', async () => {
      const first = await sendLead()
      const second = await sendLead()
      const [a, b] = [
        await chainOf(
          'select chain_seq, previous_sha256, record_sha256 from public.contact_submissions where id = $1',
          first.id,
        ),
        await chainOf(
          'select chain_seq, previous_sha256, record_sha256 from public.contact_submissions where id = $1',
          second.id,
        ),
      ]
      expect(Number(b.chain_seq)).toBe(Number(a.chain_seq) + 1)
      expect(b.previous_sha256).toBe(a.record_sha256)
      // The hash is SHA-256 of the previous hash and the evidence's JSON, as the database writes it.
      const [{ evidence }] = await asOwner(
        'select private.evidence_of_lead(s) as evidence from public.contact_submissions s where id = $1',
        [second.id],
      )
      expect(String(evidence)).toContain(`"id": "${second.id}"`)
      expect(b.record_sha256).toBe(sha256(`${a.record_sha256}${evidence}`))
      const chains = await verify()
      expect(chains.leads).toMatchObject({ breaks: [], head: expect.stringMatching(/^[0-9a-f]{64}$/) })
      expect(chains.leads.records).toBeGreaterThanOrEqual(2)
    })

    it('keeps with a lead the button pressed, the build, the legal versions and the privacy signal the page sent, unchangeable', async () => {
      const context = {
        submit_label: '  Request a Callback ',
        build_id: '2026-11-29.6465db6a1b2c',
        privacy_version: '2026-11-29',
        terms_version: '2026-11-28',
        gpc: true,
      }
      const row = { ...lead(), ...context }
      await as('anon', ...insertOf(row))
      expect(await table.stored(row.id)).toMatchObject({ ...context, submit_label: 'Request a Callback' })
      expect(
        await failure(asOwner(`update public.contact_submissions set gpc = false where id = $1`, [row.id])),
      ).toMatchObject({ hint: 'consent_evidence.immutable' })
      // A page built before sends none of them: stored as null. Anything not of the site's shape is refused.
      const older = lead()
      await as('anon', INSERT_LEAD, values(older))
      expect(await table.stored(older.id)).toMatchObject({ submit_label: null, build_id: null, gpc: null })
      for (const bad of [
        { build_id: 'build id with spaces' },
        { privacy_version: 'latest' },
        { terms_version: '2026-11-28; drop' },
        { submit_label: 'x'.repeat(101) },
        { submit_label: 'Send\u200b' },
      ])
        expect(await failure(as('anon', ...insertOf({ ...lead(), ...bad })))).toMatchObject({
          hint: 'submission_context.invalid',
        })
    })

    it("hashes the lead's whole record: a change to its contact, the page's record or its hashes of the words, behind the trigger's back, is a break", async () => {
      const row = {
        ...lead(),
        submit_label: 'Request a Callback',
        build_id: '2026-11-29.6465db6a1b2c',
        privacy_version: '2026-11-29',
        terms_version: '2026-11-29',
        gpc: true,
      }
      await as('anon', ...insertOf(row))
      const [{ evidence, evidence_format: format }] = await asOwner(
        'select private.evidence_of_lead(s) as evidence, evidence_format from public.contact_submissions s where id = $1',
        [row.id],
      )
      expect(format).toBe(3)
      expect(JSON.parse(String(evidence))).toMatchObject({
        evidence_format: 3,
        first_name: row.first_name,
        email: row.email,
        state: row.state,
        submit_label: 'Request a Callback',
        build_id: '2026-11-29.6465db6a1b2c',
        privacy_version: '2026-11-29',
        terms_version: '2026-11-29',
        gpc: true,
        consent_shown_sha256: null,
        sms_consent_shown_sha256: null,
      })
      expect((await verify()).leads.breaks).toEqual([])
      // Behind the triggers' backs, then putting each back as it was.
      for (const [change, back] of [
        ['gpc = false', 'gpc = true'],
        ["build_id = '2026-11-30.0000000'", "build_id = '2026-11-29.6465db6a1b2c'"],
        [`consent_shown_sha256 = '${'0'.repeat(64)}'`, 'consent_shown_sha256 = null'],
        ['evidence_format = 2', 'evidence_format = 3'],
        // The contact the consent is for, and the visit it came from.
        ["email = 'someone.else@example.com'", `email = '${row.email}'`],
        ["first_name = 'Someone'", `first_name = '${row.first_name}'`],
        ["landing_page = '/elsewhere'", 'landing_page = null'],
      ]) {
        await behindTheTriggers(
          'contact_submissions',
          `update public.contact_submissions set ${change} where id = $1`,
          [row.id],
        )
        expect((await verify()).leads.breaks, change).toContainEqual({
          id: row.id,
          problem: 'its evidence does not match its hash',
        })
        await behindTheTriggers('contact_submissions', `update public.contact_submissions set ${back} where id = $1`, [
          row.id,
        ])
        expect((await verify()).leads.breaks, back).toEqual([])
      }
    })

    it('refuses to delete or truncate a lead or an opt-out, or change an opt-out, whoever asks, its owner included', async () => {
      const row = await sendLead()
      const optOut = await sendOptOut()
      for (const sql of [
        'delete from public.contact_submissions where id = $1',
        'delete from public.contact_opt_outs where id = $1',
      ])
        expect(await failure(asOwner(sql, [sql.includes('opt_outs') ? optOut : row.id]))).toMatchObject({
          hint: 'evidence.kept',
        })
      for (const sql of [
        'truncate public.contact_opt_outs cascade',
        'truncate public.contact_submissions cascade',
        'truncate public.agent_authorizations cascade',
        'truncate public.deleted_records',
      ])
        expect(await failure(asOwner(sql))).toMatchObject({ hint: 'evidence.kept' })
      expect(
        await failure(asOwner(`update public.contact_opt_outs set stop = 'emails' where id = $1`, [optOut])),
      ).toMatchObject({ hint: 'evidence.kept' })
      expect(await failure(as('service_role', 'select public.delete_record($1, $2)', [row.id, 'x']))).toMatchObject({
        hint: 'evidence.reason_missing',
      })
      expect(await failure(as('anon', 'select public.delete_record($1, $2)', [row.id, 'planted']))).toMatchObject({
        code: '42501',
      })
    })

    it('deletes through delete_record only, keeping a tombstone the chain reads as that deletion, not a break', async () => {
      const before = await sendLead({ phone: '(305) 555-0188', email: 'Planted+x@Example.com' })
      const victim = await sendLead({ phone: '+1 305.555.0188' })
      const after = await sendLead()
      const victimHash = (
        await chainOf('select record_sha256 from public.contact_submissions where id = $1', victim.id)
      ).record_sha256
      const [{ kept }] = await as('service_role', 'select public.delete_record($1, $2) as kept', [
        victim.id,
        'Planted with another person’s phone number',
      ])
      expect(kept).toMatchObject({
        id: victim.id,
        table_name: 'contact_submissions',
        reason: 'Planted with another person’s phone number',
        deleted_by: 'service_role',
        record_sha256: victimHash,
        phone_sha256: sha256('3055550188'),
      })
      expect(await table.stored(victim.id)).toBeUndefined()
      expect(await table.stored(before.id)).toBeDefined()
      const chains = await verify()
      expect(chains.leads.breaks).toEqual([])
      expect(chains.leads.deletions).toContainEqual(
        expect.objectContaining({ id: victim.id, reason: 'Planted with another person’s phone number' }),
      )
      expect(chains.deleted_records).toBeGreaterThanOrEqual(1)
      // The tombstone itself is kept, and the id deletes nothing twice.
      expect(await failure(asOwner('delete from public.deleted_records where id = $1', [victim.id]))).toMatchObject({
        hint: 'evidence.kept',
      })
      const [{ again }] = await as('service_role', 'select public.delete_record($1, $2) as again', [victim.id, 'again'])
      expect(again).toBeNull()
      expect(after.id).toBeDefined()
    })

    it('reports a record changed or removed behind the functions’ backs as a break, naming the record', async () => {
      await sendOptOut('(305) 555-0191')
      const middle = await sendOptOut('(305) 555-0192')
      const last = await sendOptOut('(305) 555-0193')
      expect((await verify()).opt_outs.breaks).toEqual([])
      // As someone with the power to switch triggers off would: change one request, remove another.
      await behindTheTriggers('contact_opt_outs', `update public.contact_opt_outs set stop = 'emails' where id = $1`, [
        middle,
      ])
      expect((await verify()).opt_outs.breaks).toEqual([
        { id: middle, problem: 'its evidence does not match its hash' },
      ])
      await behindTheTriggers('contact_opt_outs', 'delete from public.contact_opt_outs where id = $1', [middle])
      expect((await verify()).opt_outs.breaks).toEqual([
        { id: last, problem: 'its previous record is gone without a tombstone' },
      ])
    })
  })
}
