import {
  readAgencyCredentials,
  readAgentAuthorization,
  readAgentHours,
  readMedicareMarketing,
  readTextProgram,
} from '../src/lib/readConfig'

/**
 * Node programs that import content/ outside a Vite build (Playwright's spec files, `npm run machines`) get here what
 * vite.config.ts defines for the bundles: the schedule rules/agentSchedule.ts reads (__AGENT_HOURS__) and the Medicare setting of rules/medicareMarketing.ts and the licences and review figure of rules/agencyCredentials.ts. Import this
 * module before anything that imports content/. Vitest runs take the same value from their config's `define`.
 */
Object.assign(globalThis, {
  __AGENT_HOURS__: readAgentHours(process.env),
  __MEDICARE_MARKETING__: readMedicareMarketing(process.env),
  __AGENCY_CREDENTIALS__: readAgencyCredentials(process.env),
  __AGENT_AUTHORIZATION__: readAgentAuthorization(process.env),
  __TEXT_PROGRAM__: readTextProgram(process.env),
})
