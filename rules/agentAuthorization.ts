/**
 * Whether the agency asks consumers for the CMS consent on the site (/authorize, `npm run authorize`): the setting
 * VITE_AGENT_AUTHORIZATION, `on`, or empty (the default) for an agency whose enrollment platform captures that
 * consent. The build reads it (src/lib/readConfig.ts) to show the page; server/ reads it to let the database make and
 * sign links (app.agent_authorization). Anything else stops both, naming the setting.
 */
export function parseAgentAuthorization(raw: string | undefined): boolean {
  const value = (raw ?? '').trim()
  if (value === '' || value === 'off') return false
  if (value === 'on') return true
  throw new Error(`VITE_AGENT_AUTHORIZATION must be on, off or empty (off), got "${value}"`)
}
