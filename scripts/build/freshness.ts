/**
 * Build step 4: records in <dist>/freshness.json the build's day and the next day a fact the prerendered pages state
 * changes, or a legal text's next version takes effect (rules/factChanges.ts). server/ reads it, warns once that day has passed, and its /health answer says a
 * rebuild is needed (docs/deploying.md, "Scheduled rebuilds"). It also records the agency's legal name the pages'
 * consent words show, which server/ checks against its own at start. Outside the client folder: no visitor needs it.
 */
import { writeFile } from 'node:fs/promises'
import { loadEnv } from 'vite'
import { nextPageChange } from '../../rules/factChanges'
import { readConfig } from '../../src/lib/readConfig'
import { freshnessFile } from '../../server/distDir'
import type { Freshness } from '../../server/freshness'
import { buildDay } from './buildDay'

const built = buildDay(process.env.BUILD_DAY)
const change = nextPageChange(built)
const record: Freshness = {
  builtOn: built,
  staleFrom: change?.day ?? null,
  reason: change?.reason ?? null,
  // The name the pages' consent words give the agency: server/ refuses to store leads under another.
  agencyLegalName: readConfig(loadEnv('production', process.cwd(), 'VITE_')).agencyLegalName,
}
await writeFile(freshnessFile(), `${JSON.stringify(record, null, 2)}\n`)
console.log(
  change
    ? `freshness.json: built ${built}; rebuild on ${change.day} (${change.reason})`
    : `freshness.json: built ${built}; no fact changes within a year`,
)
