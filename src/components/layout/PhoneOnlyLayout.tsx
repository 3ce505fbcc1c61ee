import type { ReactNode } from 'react'
import { englishNameLang } from '@copy/language'
import { agencyName, callWord } from '@copy/site'
import type { PhoneCallEvent } from '../../../content/types'
import { config } from '../../lib/env'
import { CallLink } from '../conversion/CallLink'
import { LanguageLinks } from './LanguageLinks'
import { SiteFooter } from './SiteFooter'

type Props = {
  /** The line beside the brand, e.g. 'Licensed Ohio ACA Agents • Available Mon–Fri 8 AM–8 PM and Sat 9 AM–5 PM (Eastern Time)'. */
  tagline: string
  callEvent: PhoneCallEvent
  children: ReactNode
}

/**
 * Frame of the phone-only landing pages: a header of their own (brand, licensed line, the number, where the
 * site header has its call button), no site navigation and no 'Back to Home', then the shared footer.
 */
export function PhoneOnlyLayout({ tagline, callEvent, children }: Props) {
  return (
    <>
      <header className="landing-header">
        <div className="container landing-header__inner">
          <p className="brand landing-header__brand" lang={englishNameLang}>
            {agencyName}
          </p>
          <p className="landing-header__tagline">{tagline}</p>
          <CallLink event={callEvent} className="btn btn--call landing-header__call">
            {`${callWord} `}
            <span className="nowrap">{config.phone.display}</span>
          </CallLink>
          <LanguageLinks className="landing-header__language" />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter callEvent={callEvent} textBody={false} />
    </>
  )
}
