/**
 * The API keys of the embedded local backend (server/), in Supabase's key format: the public one the browser sends
 * by default (VITE_SUPABASE_ANON_KEY, SUPABASE_ANON_KEY), and the staff one, published here for local development
 * and tests only (server/ refuses it wherever it could be reached from outside: docs/security.md). Written once,
 * read by the build's configuration and by server/.
 */
export const LOCAL_KEYS = {
  anon: 'sb_publishable_local_anon_key',
  serviceRole: 'sb_secret_local_service_role_key',
} as const
