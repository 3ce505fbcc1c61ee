/**
 * Whether this build shows the CMS consent page (/authorize): VITE_AGENT_AUTHORIZATION, checked at build time
 * (src/lib/readConfig.ts, rules/agentAuthorization.ts). Off, the route shows the not-found page and is not
 * prerendered. A module of its own, like the Medicare setting, so only the code that reads it carries it.
 */
declare const __AGENT_AUTHORIZATION__: boolean
export const authorizePageShown: boolean = __AGENT_AUTHORIZATION__
