/**
 * `npm run authorize`: a signed, expiring link an agent sends a consumer, to the page where the consumer gives the
 * consent CMS requires before an agent helps with Marketplace coverage (45 CFR 155.220(j)(2)(iii)) and, when the
 * link carries the agent's summary of the application, confirms its review ((j)(2)(ii)).
 *
 *   npm run authorize -- --name "Ana Díaz" --agent "Sam Agent"           a link to /authorize, valid 7 days
 *   npm run authorize -- --name "…" --agent "…" --lead <id>              linked to a stored lead
 *   npm run authorize -- --name "…" --agent "…" --language es            the Spanish page (/es/authorize)
 *   npm run authorize -- --name "…" --agent "…" --days 3                 valid 1 to 30 days
 *   npm run authorize -- --name "…" --agent "…" --summary-file app.txt   with the application's summary to confirm
 *   npm run authorize -- --name "…" --agent "…" --summary "…"            the same, given inline
 *   npm run authorize -- --name "…" --agent "…" --email ana@example.com  where the consumer's copy is emailed
 *   npm run authorize -- --revoke <consent id>                           records that the consumer took it back
 *
 * The database makes and signs the link (public.create_agent_authorization_link), so a CRM makes the same link with
 * the same REST call: POST /rest/v1/rpc/create_agent_authorization_link with the service-role key. The link holds
 * an opaque id, its expiry and a signature after `#`, no personal data. Refused while VITE_AGENT_AUTHORIZATION is off.
 * Where lead email is configured, the consumer is emailed a copy once they sign: to --email, or else to the linked
 * lead's email address; the address stays in the database, never in the link.
 * A consumer takes a consent back on /opt-out ("Stop helping me"), which revokes it where the consent names a lead
 * with the request's details; one told to the agent, or not matched, is recorded with --revoke.
 *
 * supabase-js with the service-role key, against SUPABASE_URL (default: the local server), as `npm run leads`.
 */
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { backendUrl } from './leads'
import type { Io } from './leads/args'
import { localStaffKey, supabaseClient } from './leads/backend'
import { defaultSiteUrl } from '../rules/siteUrl'

const USAGE =
  'usage: npm run authorize -- --name "<consumer>" --agent "<agent>" [--lead <id>] [--language en|es] [--days 1-30] [--summary "<text>" | --summary-file <file>] [--email <address>], or npm run authorize -- --revoke <consent id>'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Request = {
  consumer_name: string
  agent_name: string
  lead_id?: string
  language?: string
  days?: number
  application_summary?: string
  consumer_email?: string
}

/** The link the command asks for, from its arguments (the database judges the names, language and summary). */
export async function parseAuthorizeArgs(argv: string[]): Promise<Request> {
  const values = new Map<string, string>()
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]]
    if (
      !['--name', '--agent', '--lead', '--language', '--days', '--summary', '--summary-file', '--email'].includes(flag)
    )
      throw new Error(`Unknown option "${flag}". ${USAGE}`)
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} wants a value. ${USAGE}`)
    if (values.has(flag)) throw new Error(`${flag} is given twice. ${USAGE}`)
    values.set(flag, value)
  }
  const name = values.get('--name')
  const agent = values.get('--agent')
  if (!name || !agent) throw new Error(`--name and --agent are required. ${USAGE}`)
  const request: Request = { consumer_name: name, agent_name: agent }
  const lead = values.get('--lead')
  if (lead !== undefined) {
    if (!UUID.test(lead)) throw new Error(`--lead wants a lead id (a uuid), got "${lead}". ${USAGE}`)
    request.lead_id = lead.toLowerCase()
  }
  const language = values.get('--language')
  if (language !== undefined) request.language = language
  const days = values.get('--days')
  if (days !== undefined) {
    if (!/^\d{1,2}$/.test(days)) throw new Error(`--days wants a whole number from 1 to 30, got "${days}". ${USAGE}`)
    request.days = Number(days)
  }
  if (values.has('--summary') && values.has('--summary-file'))
    throw new Error(`Give the summary once: --summary or --summary-file. ${USAGE}`)
  const file = values.get('--summary-file')
  const summary = file === undefined ? values.get('--summary') : await readFile(file, 'utf8')
  if (summary !== undefined) request.application_summary = summary.replace(/\r\n?/g, '\n').trim()
  const email = values.get('--email')
  if (email !== undefined) request.consumer_email = email
  return request
}

type Made = {
  id: string
  path: string
  expires_at: string
  language: string
  lead_id: string | null
  /** Where the consumer's copy goes once signed, and whether lead email is configured to send it now. */
  copy_to: string | null
  copy_emailed: boolean
}

/** What the agent should know of the consumer's copy. */
function copyLine({ copy_to, copy_emailed }: Made): string {
  if (copy_to && copy_emailed) return `Once signed, the consumer's copy is emailed to ${copy_to}.`
  if (copy_to)
    return `Lead email is not configured (LEAD_EMAIL_TO), so no copy is emailed to ${copy_to}: the consumer prints theirs from the page.`
  if (copy_emailed)
    return 'No copy is emailed (no --email, and no linked lead with one): the consumer prints theirs from the page.'
  return 'The consumer prints their copy from the page.'
}

/** --revoke <id>: records that the consumer took the consent back; exit 1 when none is found still in force. */
async function revoke(client: ReturnType<typeof supabaseClient>, url: string, id: string, io: Io): Promise<number> {
  if (!UUID.test(id)) throw new Error(`--revoke wants a CMS consent's id (a uuid), got "${id}". ${USAGE}`)
  const { data, error, status } = await client
    .rpc('revoke_agent_authorization', { authorization_id: id.toLowerCase() })
    .retry(false)
  if (error) throw new Error(unreached(url, status) ?? `The consent was not revoked: ${error.message}`)
  const revoked = data as { id: string; revoked_at: string } | null
  if (!revoked) {
    io.err(`No CMS consent ${id} still in force: check the id with npm run leads -- --authorizations.\n`)
    return 1
  }
  io.out(`Revoked CMS consent ${revoked.id} at ${revoked.revoked_at}.\n`)
  return 0
}

const unreached = (url: string, status: number) =>
  status === 0 ? `No server answered at ${url}: start it with \`npm run serve\`, or set SUPABASE_URL.` : null

/** The whole command; returns the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  try {
    const url = backendUrl(env)
    const key = async () => env.SUPABASE_SERVICE_ROLE_KEY || (await localStaffKey(env))
    if (argv[0] === '--revoke') {
      if (argv.length !== 2) throw new Error(`--revoke takes one consent id and nothing else. ${USAGE}`)
      return await revoke(supabaseClient(url, await key()), url, argv[1], io)
    }
    const request = await parseAuthorizeArgs(argv)
    const client = supabaseClient(url, await key())
    const { data, error, status } = await client.rpc('create_agent_authorization_link', request).retry(false)
    if (error) throw new Error(unreached(url, status) ?? `The link was not made: ${error.message}`)
    const made = data as Made
    const site = (env.VITE_SITE_URL || defaultSiteUrl).replace(/\/+$/, '')
    io.out(`${site}${made.path}\n`)
    io.err(
      `Link ${made.id} (${made.language}${made.lead_id ? `, lead ${made.lead_id}` : ''}) expires ${made.expires_at}. Send it to the consumer; it works once. ${copyLine(made)}\n`,
    )
    return 0
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  })
}
