import { consentCopyWords as en } from '../content/en/consentCopy'
import { consentCopyWords as es } from '../content/es/consentCopy'
import { type Locale, siteLocales } from '../rules/locales'

/**
 * The consumer's own copy of the CMS consent they signed (45 CFR 155.220(j)(2)(iii)), as the email that carries it:
 * in the language of the page they signed on, with the exact words they agreed to, the names, the time, how to take
 * it back (the opt-out page's full address) and the record's number. The words are content/<code>/consentCopy.ts.
 *
 * The deliverer (supabase/functions/_shared/leadDelivery/) sends it, in server/ and in the Edge Function, which may
 * import nothing of content/ or rules/: `npm run schema` bundles this module into
 * ../_shared/leadDelivery/consentCopy.generated.js (scripts/schema/deliveryBundles.ts), as it does the chat lead's
 * outcome, and tests/db/schema.test.ts fails while the bundle is stale.
 */

/** Every language's words: the type checker fails here until a new language has its own. */
const words = { en, es } satisfies Record<Locale, typeof en>

/** The stored consent's columns the copy shows. */
export type CopiedConsent = {
  readonly id: string
  readonly created_at: string
  readonly language: string
  readonly consumer_name: string
  readonly signed_name: string
  readonly agent_name: string
  readonly agency_name: string
  readonly consent_text: string
  readonly application_summary: string | null
  readonly review_version: string | null
  readonly review_text: string | null
}

/** Where the site lives (VITE_SITE_URL) and the agency's time zone, for the opt-out address and the time. */
export type CopySettings = { readonly siteUrl: string; readonly timeZone: string }

const isLocale = (code: string): code is Locale => Object.hasOwn(siteLocales, code)

/** The email: subject and plain text, each value on its own line as the consumer's page showed it. */
export function consentCopyEmail(
  row: CopiedConsent,
  { siteUrl, timeZone }: CopySettings,
): { subject: string; text: string } {
  const language: Locale = isLocale(row.language) ? row.language : 'en'
  const copy = words[language]
  const { labels } = copy
  const when = new Intl.DateTimeFormat(siteLocales[language].intl, {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(row.created_at))
  const optOutUrl = `${siteUrl.replace(/\/+$/, '')}${siteLocales[language].pathPrefix}/opt-out`
  const review = row.review_version
    ? [
        `${labels.summary}:`,
        ...(row.application_summary ?? '').split('\n').map((line) => `  | ${line}`),
        `${labels.review}: ${row.review_text ?? ''}`,
      ]
    : []
  const lines = [
    copy.greeting(row.signed_name),
    '',
    copy.intro(when),
    '',
    `${labels.signedBy}: ${row.signed_name}`,
    `${labels.nameOnLink}: ${row.consumer_name}`,
    `${labels.agent}: ${row.agent_name}`,
    `${labels.agency}: ${row.agency_name}`,
    `${labels.when}: ${when}`,
    `${labels.consent}: ${row.consent_text}`,
    ...review,
    '',
    copy.revoke(optOutUrl),
    copy.notYou,
    '',
    `${copy.recordId}: ${row.id}`,
  ]
  return { subject: copy.subject(row.agent_name), text: `${lines.join('\n')}\n` }
}
