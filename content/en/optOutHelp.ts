/**
 * The opt-out form's "Stop helping me" choice and its confirmation: shown only where the agency asks for the CMS consent
 * (VITE_AGENT_AUTHORIZATION), so a module of its own that the default build leaves out of the page. The consent's
 * wording tells the consumer to choose "Stop helping me": the choice starts with those words.
 */
export const optOutHelpCopy = {
  choice: 'Stop helping me: take back the permission I gave an agent to help with my Marketplace coverage',
  /** After the request: the consent is taken back; calls and texts are a request of their own. */
  confirmation:
    'We received your request to take back the permission you gave an agent to help you with your Marketplace coverage. No agent of ours will act for you under that permission from now on. If you also want us to stop calls or text messages, send another request.',
} as const
