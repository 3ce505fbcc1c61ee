// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseArgs } from '../../scripts/leads/args'
import type { Delivery, Lead } from '../../scripts/leads/backend'
import { csvCell, toCsv } from '../../scripts/leads/csv'
import { formatOptOuts } from '../../scripts/leads/optOutList'
import { formatTable } from '../../scripts/leads/table'
import type { OptOut } from '../../scripts/leads/optOuts'
import { provenance } from '../../supabase/functions/_shared/leadDelivery/requestSources'
import { lead } from '../../scripts/support/lead'

function stored(overrides: Partial<Lead> = {}): Lead {
  const { website: _honeypot, ...sent } = lead()
  const noCampaign = {
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: null,
    msclkid: null,
    referrer: null,
  }
  const noChat = {
    zip_code: null,
    medicaid_denied: null,
    age_range: null,
    income_range: null,
    current_insurance: null,
    household_size: null,
    income_band: null,
    coverage_year: null,
  }
  const noEvidence = {
    consent_text: null,
    consent_sha256: null,
    sms_consent: false,
    sms_consent_version: null,
    sms_consent_text: null,
    sms_consent_sha256: null,
    time_zone: null,
  }
  return {
    ...noCampaign,
    ...noChat,
    ...noEvidence,
    ...sent,
    state_code: 'FL',
    repeat_of: null,
    submit_label: null,
    build_id: null,
    privacy_version: null,
    terms_version: null,
    gpc: null,
    consent_shown_sha256: null,
    sms_consent_shown_sha256: null,
    source: 'home_callback',
    language: 'en',
    estimate: null,
    created_at: '2026-01-02T15:04:05.123+00:00',
    user_agent: 'UA',
    client_ip: '127.0.0.1',
    ...overrides,
  }
}

/**
 * A chat lead as stored: no last name or email, a state only when its ZIP code names one, and the answers its
 * outcome is computed from (a household of one in Miami, for 2027).
 */
function chatStored(overrides: Partial<Lead> = {}): Lead {
  return stored({
    first_name: 'Ana',
    last_name: null,
    email: null,
    phone: '(305) 555-0142',
    state: null,
    state_code: null,
    source: 'chat',
    zip_code: '33101',
    medicaid_denied: false,
    age_range: 'age36to45',
    current_insurance: 'none',
    household_size: 1,
    income_band: 'withCostSharing',
    coverage_year: 2027,
    ...overrides,
  })
}

/** A chat lead stored before the chat asked the household size: a yearly income range instead. */
const olderChatStored = (overrides: Partial<Lead> = {}) =>
  chatStored({ household_size: null, income_band: null, coverage_year: null, income_range: 'under30k', ...overrides })

const ANA_OUTCOME =
  'Credit likely: pays at most $29-$288/month for the benchmark Silver plan (2027); cost-sharing reductions: a Silver plan pays 94-73% of costs; immigration status decides the credit (2027: citizens and some immigrants only). Household of 1, income $15,960-$39,900 a year. Rules checked 2026-11.'
const PREDATES =
  'No outcome: the answers predate it (stored before the chat asked the household size); read the answers.'

const delivery = (overrides: Partial<Delivery>): Delivery => ({
  lead_id: '',
  target: 'webhook',
  status: 'delivered',
  attempts: 1,
  delivered_at: '2026-11-25T14:03:00Z',
  last_error: null,
  ...overrides,
})

describe('npm run leads: arguments', () => {
  it('reads --limit and --csv with or without a file', () => {
    expect(parseArgs([])).toEqual({ limit: null, csv: false, file: null, watch: false })
    expect(parseArgs(['--csv'])).toEqual({ limit: null, csv: true, file: null, watch: false })
    expect(parseArgs(['--csv', '-'])).toEqual({ limit: null, csv: true, file: null, watch: false })
    expect(parseArgs(['--csv', 'out.csv', '--limit', '5'])).toEqual({
      limit: 5,
      csv: true,
      file: 'out.csv',
      watch: false,
    })
    expect(parseArgs(['--csv', '--limit', '5'])).toEqual({ limit: 5, csv: true, file: null, watch: false })
    expect(parseArgs(['--watch'])).toEqual({ limit: null, csv: false, file: null, watch: true })
    expect(() => parseArgs(['--watch', '--csv'])).toThrow(/does not go with --csv/)
  })

  it('reads --consent with a lead id, and refuses anything else', () => {
    expect(parseArgs(['--consent', '6F1C2B1E-8D4A-4F7E-9A51-2B7C9D0E1F23'])).toMatchObject({
      consent: '6f1c2b1e-8d4a-4f7e-9a51-2b7c9d0e1f23',
    })
    expect(() => parseArgs(['--consent', "1' or 1=1"])).toThrow(/--consent wants a lead id/)
  })

  it.each([['--limit', '0'], ['--limit', 'ten'], ['--limit'], ['--all']])(
    'refuses %s %s with the usage line',
    (...argv) => {
      expect(() => parseArgs(argv)).toThrow(/usage: npm run leads -- \[--limit N\] \[--csv \[file\]\]/)
    },
  )
})

describe('npm run leads: CSV', () => {
  it('quotes every cell and doubles its quotes (RFC 4180, OWASP)', () => {
    expect(csvCell('Diaz')).toBe('"Diaz"')
    expect(csvCell('Diaz, Jr.')).toBe('"Diaz, Jr."')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell(' padded ')).toBe('" padded "')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(true)).toBe('"true"')
  })

  it.each([
    '=HYPERLINK("http://evil.example","Click")',
    '+1 (305) 555-0142',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1',
    '\rabc',
    '\u200b=HYPERLINK("http://evil.example","Click")',
    '\u00a0\u2060@SUM(A1:A2)',
    '\uFF1D1+1',
  ])('defuses %j so a spreadsheet shows it instead of running it', (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true)
  })

  it('defuses a formula after a ; or , inside a cell, which ;-separator locales split off', () => {
    expect(csvCell('Ana;=HYPERLINK("http://evil.example")')).toBe(`"Ana;'=HYPERLINK(""http://evil.example"")"`)
    expect(csvCell('Diaz,\u200b+cmd')).toBe(`"Diaz,?'+cmd"`)
    expect(csvCell('Mozilla/5.0 (X11; Linux x86_64)')).toBe('"Mozilla/5.0 (X11; Linux x86_64)"')
  })

  it('writes the estimate a lead was sent from through the same guards', () => {
    const csv = toCsv([stored({ estimate: '=HYPERLINK("http://evil.example");2027 coverage, Florida: tax credit' })])
    expect(csv.split('\r\n')[1]).toContain(
      `,"'=HYPERLINK(""http://evil.example"");2027 coverage, Florida: tax credit",`,
    )
  })

  it('never writes control characters, bidi controls or line breaks', () => {
    expect(csvCell('Mozilla\u009b2J\u202eX\r\ny')).toBe('"Mozilla?2J?X??y"')
  })

  it('writes a header and one line per lead, CRLF-terminated', () => {
    const csv = toCsv([
      stored({ first_name: 'Ana', last_name: "O'Brien, Jr", email: 'ana.diaz@example.com', phone: '(305) 555-0142' }),
    ])
    const [header, line, end] = csv.split('\r\n')
    expect(header).toBe(
      '"id","created_at","first_name","last_name","email","phone","state","state_code","agreed_to_contact","page","consent_version","consent_text","consent_sha256","sms_consent","sms_consent_version","sms_consent_text","sms_consent_sha256","time_zone","user_agent","client_ip","estimate",' +
        '"source","language","utm_source","utm_medium","utm_campaign","utm_term","utm_content","gclid","fbclid","msclkid","referrer","landing_page",' +
        '"zip_code","medicaid_denied","age_range","income_range","current_insurance","household_size","income_band","coverage_year",' +
        '"repeat_of","submit_label","build_id","privacy_version","terms_version","gpc","consent_shown_sha256","sms_consent_shown_sha256","outcome_code","outcome","opted_out_at","opted_out_stop","opted_out_id","do_not_call","do_not_text"',
    )
    expect(line).toContain(
      `,"Ana","O'Brien, Jr","ana.diaz@example.com","(305) 555-0142","Florida","FL","true","/","2025-01-01","","","false","sms-2026-11-27","","","","UA","127.0.0.1","","home_callback","en",`,
    )
    expect(line.endsWith(',"/","","","","","","","","","","","","","","","","","","","","","","",""')).toBe(true)
    expect(end).toBe('')
  })

  it("writes a chat lead's ZIP code and answers as their codes, its outcome's code and staff line, and its missing last name, email and state (and so state code) as empty cells", () => {
    const [, line] = toCsv([chatStored()]).split('\r\n')
    expect(line).toContain(',"Ana","","","(305) 555-0142","","","true","/","2025-01-01",')
    expect(
      line.endsWith(
        `,"chat","en","","","","","","","","","","/","33101","false","age36to45","","none","1","withCostSharing","2027","","","","","","","","","creditLikely","${ANA_OUTCOME}","","","","",""`,
      ),
    ).toBe(true)
  })

  it('writes a chat lead stored before the household size with its income range, and says its answers predate the outcome', () => {
    const [, line] = toCsv([olderChatStored()]).split('\r\n')
    expect(
      line.endsWith(
        `,"33101","false","age36to45","under30k","none","","","","","","","","","","","","answersPredateOutcome","${PREDATES}","","","","",""`,
      ),
    ).toBe(true)
  })
})

describe("an opt-out's provenance beside the lead it suppresses", () => {
  const sent = { client_ip: '203.0.113.7', user_agent: 'Mozilla/5.0 (iPhone)' }
  it.each([
    [sent, "sent from this lead's network address and browser"],
    [{ ...sent, user_agent: 'curl/8.5' }, "sent from this lead's network address, another browser"],
    [{ ...sent, client_ip: '198.51.100.9' }, 'sent from another network address (198.51.100.9) than this lead'],
    [{ ...sent, client_ip: null }, 'its network address is not known'],
  ])('%o: %s', (optOut, words) => {
    expect(provenance(optOut, sent)).toBe(words)
  })
})

describe("npm run leads: a lead's opt-outs add up", () => {
  const ana = stored({ created_at: '2026-11-20T15:00:00Z', phone: '(305) 555-0142', email: 'ana@example.com' })
  const request = (day: number, stop: OptOut['stop']): OptOut => ({
    id: `opt-out-${day}`,
    created_at: `2026-11-${day}T15:00:00Z`,
    phone: '305.555.0142',
    email: null,
    stop,
    page: '/opt-out',
    language: 'en',
    user_agent: null,
    client_ip: null,
    repeat_of: null,
    chain_seq: null,
    previous_sha256: null,
    record_sha256: null,
  })
  // Newest first, as the command reads them: calls stopped on the 21st, texts on the 23rd, then only emails and helping.
  const requests = [request(25, 'help'), request(24, 'emails'), request(23, 'texts'), request(21, 'calls')]

  it('says DO NOT CALL and DO NOT TEXT from the request that stopped each, however many later requests stop other things', () => {
    const table = formatTable([ana], new Map(), requests)
    expect(table).toMatch(/DO NOT TEXT: opted out .* \(opt-out opt-out-23\)/)
    expect(table).toMatch(/DO NOT CALL: opted out .* \(opt-out opt-out-21\)/)
    expect(table.match(/OPTED OUT /g)).toHaveLength(4)
    const [, line] = toCsv([ana], new Map(), requests).split('\r\n')
    expect(line.endsWith(',"2026-11-25T15:00:00Z","help","opt-out-25","yes","yes"')).toBe(true)
  })

  it('names the latest request made before a lead, and what the lead may be, without stopping calls or texts', () => {
    const table = formatTable([ana], new Map(), [request(18, 'calls'), request(19, 'all')])
    expect(table).toMatch(
      /\n {2}OPTED OUT BEFORE THIS LEAD 2026-11-19 \d\d:00: stop calls, text messages and emails \(opt-out opt-out-19\); this lead may be new consent: where the request to stop came from is not known\n/,
    )
    expect(table).not.toContain('opt-out-18')
    expect(table).not.toContain('DO NOT')
  })

  it('stops neither calls nor texts for a request to stop emails or helping alone', () => {
    const table = formatTable([ana], new Map(), requests.slice(0, 2))
    expect(table).not.toContain('DO NOT')
    expect(toCsv([ana], new Map(), requests.slice(0, 2)).split('\r\n')[1].endsWith(',"",""')).toBe(true)
  })
})

describe('npm run leads: table', () => {
  it('says so when there are no leads', () => {
    expect(formatTable([])).toBe('No leads yet.')
  })

  it('prints the estimate a lead was sent from on the line below it, and nothing for a lead without one', () => {
    const table = formatTable([
      stored({
        first_name: 'Estimated',
        source: 'estimator',
        estimate: '2027 coverage, Florida, 2 people: tax credit.',
      }),
      stored({ first_name: 'Plain', source: null, language: null, landing_page: null }),
    ])
    const lines = table.split('\n')
    const at = lines.findIndex((line) => line.includes('Estimated Diaz'))
    expect(lines[at + 1]).toBe('  From: \u2068estimator form; en page; landed on /\u2069')
    expect(lines[at + 2]).toBe('  Estimate: \u20682027 coverage, Florida, 2 people: tax credit.\u2069')
    // Then whether it may be texted and when it may be called, as for every lead.
    expect(lines[at + 3]).toContain('Texts: ')
    expect(lines[at + 4]).toMatch(/^ {2}\u2068Calling window: .*FL by the form/)
    expect(lines[at + 5]).toContain('Plain Diaz')
    expect(lines[at + 8]).toBe('')
  })

  it('marks a lead kept as a repeat, naming the lead it repeats, and that it was not delivered', () => {
    const table = formatTable([stored({ first_name: 'Again', repeat_of: '0b1c2d3e-0000-4000-8000-000000000009' })])
    expect(table).toContain(
      '  REPEAT of lead \u20680b1c2d3e-0000-4000-8000-000000000009\u2069: the 4th or later lead within an hour for this email or phone; stored, not delivered as a new call request.',
    )
    expect(formatTable([stored({ first_name: 'First' })])).not.toContain('REPEAT')
  })

  it("prints a chat lead by its first name, with no email, its state or '?', and its answers, ZIP code and outcome below it", () => {
    const table = formatTable([
      chatStored(),
      olderChatStored({
        first_name: 'Luis',
        state: 'Texas',
        zip_code: '75001',
        medicaid_denied: true,
        age_range: 'age65plus',
        income_range: 'over100k',
        current_insurance: null,
      }),
    ])
    expect(table).not.toContain('null')
    const lines = table.split('\n')
    const ana = lines.findIndex((line) => line.includes('\u2068Ana\u2069'))
    const cells = lines[ana].split('\u2069').map((cell) => cell.replace(/^\s*\u2068/, ''))
    expect(cells.slice(1, 5)).toEqual(['Ana', '(305) 555-0142', '', '?'])
    expect(lines[ana + 1]).toBe('  From: \u2068chat callback; en page; landed on /\u2069')
    expect(lines[ana + 2]).toBe(
      '  Chat answers: \u2068denied Medicaid: no; age 36-45; household of 1; income $15,960-$39,900 a year; insurance: none; ZIP 33101\u2069',
    )
    expect(lines[ana + 3]).toBe(`  Outcome: \u2068${ANA_OUTCOME}\u2069`)
    const luis = lines.findIndex((line) => line.includes('\u2068Luis\u2069'))
    expect(lines[luis]).toContain('\u2068Texas\u2069')
    expect(lines[luis + 2]).toBe(
      '  Chat answers: \u2068denied Medicaid: yes; age 65 or older; income over $100,000; insurance: not asked; ZIP 75001\u2069',
    )
    expect(lines[luis + 3]).toBe(`  Outcome: \u2068${PREDATES}\u2069`)
  })

  it('prints where a lead came from: the form, the language, the campaign, the referrer, the landing page', () => {
    const table = formatTable([
      stored({
        source: 'sep',
        language: 'es',
        utm_source: 'google',
        utm_campaign: 'oe 2027',
        gclid: 'Cj0',
        referrer: 'https://www.google.com/',
        landing_page: '/es/sep?utm_source=google',
      }),
    ])
    expect(table).toContain(
      '  From: \u2068sep form; es page; utm_source=google; utm_campaign=oe 2027; gclid=Cj0; referred by https://www.google.com/; landed on /es/sep?utm_source=google\u2069',
    )
  })

  it("prints each target's delivery below the lead: delivered when, attempts, and what went wrong", () => {
    const row = stored()
    const deliveries = new Map([
      [
        row.id,
        [
          delivery({
            lead_id: row.id,
            target: 'chat',
            status: 'dead',
            attempts: 12,
            delivered_at: null,
            last_error: 'hooks.slack.com answered 404: no_service',
          }),
          delivery({ lead_id: row.id, target: 'webhook', attempts: 2 }),
        ],
      ],
    ])
    const table = formatTable([row], deliveries)
    expect(table).toMatch(
      / {2}Delivery: \u2068chat NOT DELIVERED after 12 attempts: hooks\.slack\.com answered 404: no_service; webhook delivered \d{4}-\d\d-\d\d \d\d:\d\d \(2 attempts\)\u2069/,
    )
    expect(formatTable([row], null)).toContain('No delivery status: this backend has no lead outbox yet')
  })

  it("adds each target's status, delivery time, attempts and last error to the CSV", () => {
    const row = stored()
    const csv = toCsv(
      [row],
      new Map([[row.id, [delivery({ lead_id: row.id, target: 'webhook', attempts: 3, last_error: '=cmd' })]]]),
    )
    const [header, line] = csv.split('\r\n')
    expect(
      header.endsWith(
        ',"coverage_year","repeat_of","submit_label","build_id","privacy_version","terms_version","gpc","consent_shown_sha256","sms_consent_shown_sha256","outcome_code","outcome","webhook_status","webhook_delivered_at","webhook_attempts","webhook_last_error","opted_out_at","opted_out_stop","opted_out_id","do_not_call","do_not_text"',
      ),
    ).toBe(true)
    expect(line.endsWith(`,"delivered","2026-11-25T14:03:00Z","3","'=cmd","","","","",""`)).toBe(true)
  })

  it('isolates every cell, so an Arabic last name cannot reorder the phone and email columns after it', () => {
    const lead = stored({
      first_name: 'Ana',
      last_name: 'حسن',
      phone: '(305) 555-0142',
      email: 'ana@example.com',
      state: 'Florida',
      page: '/sep',
    })
    const row = formatTable([lead]).split('\n')[2]
    expect(row).toBe(
      [
        `\u2068${row.slice(1, 17)}\u2069`,
        '\u2068Ana حسن\u2069',
        '\u2068(305) 555-0142\u2069',
        '\u2068ana@example.com\u2069',
        '\u2068Florida\u2069',
        '\u2068/sep\u2069',
        '\u2068yes (2025-01-01)\u2069',
      ].join('  '),
    )
  })

  it("shows a lead's own isolate marks as ?, so it cannot close the cell's isolate early", () => {
    const table = formatTable([stored({ last_name: 'حسن\u2069\u2066', estimate: '\u2069x' })])
    expect(table).toContain('\u2068Ana حسن??\u2069')
    expect(table).toContain('Estimate: \u2068?x\u2069')
  })

  it('never isolates a CSV cell: the marks would become part of the data', () => {
    expect(toCsv([stored({ last_name: 'حسن' })])).not.toMatch(/[\u2066-\u2069]/)
  })

  it('never prints control characters to the terminal', () => {
    const table = formatTable([stored({ first_name: 'Ana\u001b[2J', last_name: 'D\u202eiaz\u200b' })])
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test's point: none of these may reach the terminal
    expect(table).not.toMatch(/[\u001b\u202e\u200b]/)
    expect(table).toContain('Ana?[2J D?iaz?')
  })
})

describe('npm run leads: characters that draw nothing (older rows may hold them)', () => {
  const hidden = {
    first_name: 'Ana\u{E0069}\u{E0067}\u{E006E}',
    last_name: '\u3164',
    email: 'ana\u200d@example.com\ufe0f',
    estimate: '2026 coverage estimate:\u2800Florida\u{E0100}.',
  }

  it('shows each as ? in the table', () => {
    const table = formatTable([stored(hidden)])
    // biome-ignore lint/suspicious/noMisleadingCharacterClass: each character is looked for on its own
    expect(table).not.toMatch(/[\u{E0000}-\u{E0FFF}\u3164\u200d\ufe0f\u2800]/u)
    expect(table).toContain('Ana??? ?')
    expect(table).toContain('ana?@example.com?')
    expect(table).toContain('Estimate: \u20682026 coverage estimate:?Florida?.\u2069')
  })

  it('shows each as ? in the CSV', () => {
    const line = toCsv([stored(hidden)]).split('\r\n')[1]
    // biome-ignore lint/suspicious/noMisleadingCharacterClass: each character is looked for on its own
    expect(line).not.toMatch(/[\u{E0000}-\u{E0FFF}\u3164\u200d\ufe0f\u2800]/u)
    expect(line).toContain(',"Ana???","?","ana?@example.com?",')
  })

  it('keeps a zero-width joiner or non-joiner between letters, where a name needs it', () => {
    expect(csvCell('محمد\u200cرضا')).toBe('"محمد\u200cرضا"')
    expect(csvCell('क्\u200dष')).toBe('"क्\u200dष"')
    expect(csvCell('\u200d\u200c')).toBe('"??"')
  })
})

describe('npm run leads --opt-outs: table', () => {
  it('puts every cell and the delivery in a bidi isolate, as the lead table does, so a right-to-left address stays in its cell', () => {
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      created_at: '2026-11-29 05:00',
      phone: null,
      email: 'x@\u0645\u062b\u0627\u0644.\u0634\u0628\u0643\u0629',
      stop: 'email' as const,
      page: '/opt-out',
      language: 'en' as const,
      user_agent: null,
      client_ip: null,
      repeat_of: null,
      chain_seq: null,
      previous_sha256: null,
      record_sha256: null,
    }
    const lines = formatOptOuts(
      [row],
      (iso) => iso,
      (text) => text,
      () => 'log delivered',
    ).split('\n')
    const cells = lines[2].split('\u2069').map((cell) => cell.trim())
    expect(cells).toEqual([
      '\u20682026-11-29 05:00',
      expect.stringMatching(/^\u2068\S/),
      '\u2068',
      `\u2068${row.email}`,
      '\u2068/opt-out',
      `\u2068${row.id}`,
      '',
    ])
    expect(lines[3]).toBe('  Sent from: \u2068network address not known, no user agent\u2069')
    expect(lines[4]).toBe('  Delivery: \u2068log delivered\u2069')
    const sent = formatOptOuts(
      [{ ...row, client_ip: '203.0.113.7', user_agent: 'curl/8.5' }],
      (iso) => iso,
      (text) => text,
    )
    expect(sent.split('\n')[3]).toBe('  Sent from: \u2068203.0.113.7, curl/8.5\u2069')
    const repeat = formatOptOuts(
      [{ ...row, repeat_of: '00000000-0000-4000-8000-000000000009' }],
      (iso) => iso,
      (text) => text,
    )
    expect(repeat.split('\n')[4]).toBe(
      '  REPEAT of opt-out \u206800000000-0000-4000-8000-000000000009\u2069: the 4th or later request within a day for this number or mailbox; stored and honored, not delivered.',
    )
  })
})
