import { authorizeCopy } from './browser/authorizeForm'

/**
 * The email that gives a consumer their own copy of the CMS consent they signed on /authorize, sent where the
 * agency's lead email is configured and the agent's link names an address (supabase/consentCopy.ts builds it; the
 * deliverer sends it). The labels are the confirmation page's, so the email and the page name each part alike; the
 * consent's own words are the stored ones, in the language the consumer read them.
 */
export const consentCopyWords = {
  labels: authorizeCopy.confirmation,
  subject: (agent: string) => `Your copy: your consent for ${agent} to help you`,
  greeting: (name: string) => `${name},`,
  intro: (when: string) =>
    `This is your copy of the consent you gave on our website on ${when}. Keep it for your records. Your agent and our agency have the same record.`,
  revoke: (optOutUrl: string) =>
    `To take it back at any time: choose "Stop helping me" on our opt-out page, ${optOutUrl}, or tell your agent or our agency.`,
  notYou: 'If you did not give this consent, tell our agency, or take it back on the same page.',
  recordId: 'Record number',
}
