import { describe } from 'vitest'
import { describeAbuseGuards } from './contactSubmissions/abuseGuards'
import { describeAnonInsertOnly } from './contactSubmissions/anonInsertOnly'
import { describeCheckConstraints } from './contactSubmissions/checkConstraints'
import { describeEstimateRules } from './contactSubmissions/estimateRules'
import { describeFieldRules } from './contactSubmissions/fieldRules'
import { describeInsertPipeline } from './contactSubmissions/insertPipeline'
import { describeMigrationHistory } from './contactSubmissions/migrationHistory'
import { describeOtherApiRoles } from './contactSubmissions/otherApiRoles'
import { describeRequestEvidence } from './contactSubmissions/requestEvidence'
import { migratedLeadTable, type OpenDatabase } from '../support/leadTable'

/**
 * The migrations' contract for contact_submissions, run against any Database (PGlite, a PostgreSQL server): the
 * same SQL must behave the same on both, and on hosted Supabase. One database for the whole suite; each concern
 * lives in its own file under ./contactSubmissions/.
 */
export default function describeContactSubmissions(storage: string, open: OpenDatabase) {
  describe(`the contact_submissions migration on ${storage}`, () => {
    const table = migratedLeadTable(open)

    describeMigrationHistory(table)
    describeAnonInsertOnly(table)
    describeFieldRules(table)
    describeCheckConstraints(table)
    describeRequestEvidence(table)
    describeAbuseGuards(table)
    describeEstimateRules(table)
    describeOtherApiRoles(table)
    describeInsertPipeline(table)
  })
}
