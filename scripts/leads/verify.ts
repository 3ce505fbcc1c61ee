/**
 * `npm run leads -- --verify`: recomputes the leads', the opt-outs' and the CMS consents' hash chains in the database
 * (public.verify_evidence_chains()) and prints each chain's length and head, the deletions made through
 * public.delete_record() with their reasons, and every break. Exit 1 on a break.
 *
 * The heads are for the agency to keep somewhere the database's owner cannot reach (a dated note, an email to itself):
 * a chain is only as good as the last head kept outside it, and `--verify <head>` checks that a kept head is still a
 * record of the chain it came from, so a rewrite of everything since is seen.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../supabase/database.types'
import { USAGE, type Io } from './args'
import { explain } from './backend'
import { printable } from './text'

type Chain = {
  records: number
  head: string | null
  breaks: { id: string; problem: string }[]
  deletions: { id: string; deleted_at: string; deleted_by: string; reason: string }[]
}
/** `consents` is missing from a database older than migration 20261130090000, which did not recompute that chain. */
type Chains = { leads: Chain; opt_outs: Chain; consents?: Chain; deleted_records: number }

const CONSENTS_MIGRATION = 'supabase/migrations/20261130090000_consents_in_the_ledger.sql'

const HEAD = /^[0-9a-f]{64}$/

/** The lines for one chain: its length and head, each deletion it bridges, each break. */
function chainLines(name: string, chain: Chain): string[] {
  return [
    `${name}: ${chain.records} record${chain.records === 1 ? '' : 's'}, ${chain.breaks.length ? `${chain.breaks.length} BROKEN` : 'chain intact'}; head ${chain.head ?? 'none (no record yet)'}`,
    ...chain.deletions.map(
      (deleted) =>
        `  deleted through delete_record: ${deleted.id} on ${deleted.deleted_at} by ${deleted.deleted_by}: ${printable(deleted.reason)}`,
    ),
    ...chain.breaks.map((broken) => `  BROKEN at ${broken.id}: ${broken.problem}`),
  ]
}

/** --verify [head]; returns the exit code. */
export async function verifyCommand(
  client: SupabaseClient<Database>,
  url: string,
  kept: string | undefined,
  io: Io,
): Promise<number> {
  if (kept !== undefined && !HEAD.test(kept))
    throw new Error(`--verify takes a head it printed before (64 hex digits), got "${kept}". ${USAGE}`)
  const { data, error, status } = await client.rpc('verify_evidence_chains').retry(false)
  if (error) throw new Error(explain(url, status, error.message, error.code))
  const chains = data as Chains
  const lines = [
    ...chainLines('Leads', chains.leads),
    ...chainLines('Opt-outs', chains.opt_outs),
    ...(chains.consents
      ? chainLines('CMS consents', chains.consents)
      : [`CMS consents: not checked by this database; apply ${CONSENTS_MIGRATION}`]),
  ]
  let broken = [chains.leads, chains.opt_outs, chains.consents].some((chain) => (chain?.breaks.length ?? 0) > 0)
  if (kept !== undefined) {
    let found = false
    for (const table of ['contact_submissions', 'contact_opt_outs', 'agent_authorizations'] as const) {
      const {
        data: rows,
        error: lookup,
        status: code,
      } = await client.from(table).select('id').eq('record_sha256', kept).limit(1).retry(false)
      if (lookup) throw new Error(explain(url, code, lookup.message, lookup.code))
      found ||= rows.length > 0
    }
    lines.push(
      found
        ? `The kept head ${kept} is a record of its chain: nothing before it was rewritten since.`
        : `The kept head ${kept} is in no chain: the records up to it were rewritten or deleted without a tombstone.`,
    )
    broken ||= !found
  }
  lines.push(
    '',
    `${chains.deleted_records} record${chains.deleted_records === 1 ? '' : 's'} deleted through delete_record in all.`,
    'Keep the heads above somewhere the database cannot change (a dated note, an email to yourself), and check a kept one later with npm run leads -- --verify <head>.',
  )
  io.out(`${lines.join('\n')}\n`)
  return broken ? 1 : 0
}
