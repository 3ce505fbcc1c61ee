import { pathPrefix } from '@copy/language'
import { textDisclosure } from '@copy/textDisclosure'

/**
 * What carriers look for beside a text call-to-action: rates, frequency, HELP and STOP, the privacy policy and the
 * opt-out page. Plain markup (no state, no handler), in the page's language, placed right after each TextLink.
 */
export function TextDisclosure({ className = '' }: { className?: string }) {
  return (
    <small className={`text-disclosure ${className}`}>
      {textDisclosure.terms} <a href={`${pathPrefix}/privacy-policy`}>{textDisclosure.privacy}</a> ·{' '}
      <a href={`${pathPrefix}/opt-out`}>{textDisclosure.optOut}</a>
    </small>
  )
}
