import { parsePhone, type Phone } from './phone'

/**
 * Build-time configuration, validated once. Every value has a working fictional default so a fresh clone
 * builds and runs with no settings at all (.env.example lists them).
 */
export type SiteConfig = {
  siteUrl: string
  phone: Phone
  textPhone: Phone
  schedulingUrl: string
  reviewsUrl: string
  /** Supabase project URL; null means the site's own origin, where server/ answers the Supabase API locally. */
  supabaseUrl: string | null
  /** The public anon key (safe in the browser: row-level security allows it to insert leads and nothing else). */
  supabaseAnonKey: string
}

type RawEnv = Partial<Record<string, string | undefined>>

function url(raw: string, setting: string): string {
  try {
    return new URL(raw).href.replace(/\/$/, '')
  } catch {
    throw new Error(`${setting} must be an absolute URL, got "${raw}"`)
  }
}

export function readConfig(env: RawEnv): SiteConfig {
  return {
    siteUrl: url(env.VITE_SITE_URL || 'http://127.0.0.1:8080', 'VITE_SITE_URL'),
    phone: parsePhone(env.VITE_PHONE || '(555) 010-0100', 'VITE_PHONE'),
    textPhone: parsePhone(env.VITE_TEXT_PHONE || '(555) 010-0199', 'VITE_TEXT_PHONE'),
    schedulingUrl: url(env.VITE_SCHEDULING_URL || 'https://calendly.com/example-agency/free-consultation', 'VITE_SCHEDULING_URL'),
    reviewsUrl: url(env.VITE_REVIEWS_URL || 'https://www.trustpilot.com/review/example-agency.com', 'VITE_REVIEWS_URL'),
    supabaseUrl: env.VITE_SUPABASE_URL ? url(env.VITE_SUPABASE_URL, 'VITE_SUPABASE_URL') : null,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY || 'sb_publishable_local_anon_key',
  }
}

export const config: SiteConfig = readConfig(import.meta.env)
