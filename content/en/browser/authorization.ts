/**
 * The wordings of the CMS consent an agent asks for by link (/authorize), oldest first: the consumer's permission for
 * an agent to help with Marketplace coverage (45 CFR 155.220(j)(2)(iii): scope and purpose, duration, the consumer's
 * name, the agent and the agency, how to take it back; the date is the record's time), and the optional application
 * review ((j)(2)(ii): the agent explained the application's attestations, the consumer confirms its summary). A stored
 * authorization names its versions, so a wording that has been live is never edited or removed: a change is a new
 * version at the end, and the page shows the last one. The Spanish wordings are content/es/browser/authorization.ts,
 * versions named 'es-'. docs/consent-and-legal.md lists every version for counsel.
 */
export type AuthorizationNames = { consumerName: string; agentName: string; agencyLegalName: string }
export type AuthorizationWording = { version: string; text: (names: AuthorizationNames) => string }

export const currentAuthorization: AuthorizationWording = {
  version: 'authorize-2026-11-29',
  text: ({ consumerName, agentName, agencyLegalName }) =>
    `I, ${consumerName}, give ${agentName}, a licensed agent of ${agencyLegalName}, permission to help me apply for, enroll in, keep and update health coverage through the Health Insurance Marketplace (HealthCare.gov) for me and the people on my application. This includes finding my application, helping me fill it in and report changes, comparing and choosing plans, and answering my questions about my coverage, using my personal information (such as my name, date of birth, address, Social Security number and income) only for these purposes. This permission starts today and lasts until I take it back. I can take it back at any time on the agency's opt-out page (/opt-out) by choosing "Stop helping me", or by telling the agent or the agency.`,
}

export const authorizationVersions: readonly AuthorizationWording[] = [currentAuthorization]

export const currentReview: AuthorizationWording = {
  version: 'review-2026-11-29',
  text: ({ agentName, agencyLegalName }) =>
    `I reviewed my Marketplace eligibility application with ${agentName} of ${agencyLegalName}. The agent explained the statements I make on it (my attestations), including those about my household, my income and any other coverage. The summary above is accurate, and I understand that I am responsible for the information on my application.`,
}

export const reviewVersions: readonly AuthorizationWording[] = [currentReview]
