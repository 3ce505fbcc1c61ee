import { useSyncExternalStore } from 'react'
import { Link } from '@tanstack/react-router'
import { footerLinks, navLinks, stateLinks } from '@copy/navigation'
import {
  agencyName,
  footerCall,
  footerCarriers,
  footerGpc,
  footerGpcHonored,
  footerHelp,
  footerLegal,
  footerLicenseLookup,
  mainLine,
  footerMailingAddress,
  footerNpn,
  footerStates,
  footerTextUs,
  footerTopics,
  hoursLine,
  licensing,
  siteCopy,
} from '@copy/site'
import type { PhoneCallEvent } from '../../../content/types'
import { config } from '../../lib/env'
import { privacySignal } from '../../lib/privacySignal'
import { CallLink } from '../conversion/CallLink'
import { ExternalLink } from '../conversion/ExternalLink'
import { TextLink } from '../conversion/TextLink'
import { TextDisclosure } from '../conversion/TextDisclosure'
import { LanguageLinks } from './LanguageLinks'
import { LinkList } from './LinkList'
import { NavLabel } from './NavLabel'
import { PhoneActionBar } from './PhoneActionBar'
import { withEnglishNames } from '../englishNames'

type Props = {
  /** The page's phone_call event, so a call from the footer is counted like one from the page; footer_phone_click by default. */
  callEvent?: PhoneCallEvent
  /** The prefilled body of the footer's and the phone action bar's text links; false on the phone-only pages, which offer calls alone. */
  textBody?: string | false
}

/**
 * Footer on every page: help in the same place everywhere (call, and text where the page offers it), topic links, the
 * states served, legal links (with /licenses, the state licences); then the phone action bar.
 */
export function SiteFooter({ callEvent = footerCall, textBody = siteCopy.headerTextBody }: Props) {
  return (
    <>
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className="site-footer__heading">
              {footerHelp}
            </h2>
            <p>
              <CallLink event={callEvent} className="site-footer__phone" />
            </p>
            {textBody && (
              <p>
                <TextLink body={textBody}>{footerTextUs}</TextLink>
                <TextDisclosure className="text-disclosure--block" />
              </p>
            )}
            <p>{hoursLine}</p>
          </section>
          <nav aria-label={footerTopics}>
            <h2 className="site-footer__heading">{footerTopics}</h2>
            <ul>
              {[...navLinks, ...footerLinks.guides].map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    <NavLabel link={link} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-states">
            <h2 id="footer-states" className="site-footer__heading">
              {footerStates}
            </h2>
            <LinkList links={stateLinks} className="site-footer__states" />
          </nav>
          <nav aria-label={footerLegal}>
            <h2 className="site-footer__heading">{footerLegal}</h2>
            <LinkList links={footerLinks.legal} />
          </nav>
        </div>
        <div className="container site-footer__legal">
          <p>
            <LanguageLinks />
          </p>
          <p>{siteCopy.footerDisclaimer}</p>
          <p>
            {withEnglishNames(
              `© ${agencyName}.${licensing ? ` ${licensing}.` : ''} ${mainLine} ${config.phone.display}.`,
            )}
          </p>
          <p>
            {`${footerNpn} ${config.trust.npn}. `}
            <ExternalLink href={config.trust.licenseLookupUrl}>{footerLicenseLookup}</ExternalLink>
          </p>
          <address>{`${footerMailingAddress} ${config.trust.mailingAddress}`}</address>
          {config.trust.carriers.length > 0 ? <p>{`${footerCarriers} ${config.trust.carriers.join(', ')}.`}</p> : null}
          <p>{footerGpc}</p>
          <GpcHonored />
        </div>
      </footer>
      <PhoneActionBar callEvent={callEvent} textBody={textBody} />
    </>
  )
}

const unchanging = () => () => {}

/**
 * 'Your Global Privacy Control signal is honored', only in a browser that sends it. The prerendered page cannot know,
 * so it renders nothing and the line appears once the page runs (the server's snapshot is 'not sent').
 */
function GpcHonored() {
  const sent = useSyncExternalStore(unchanging, privacySignal, () => false)
  return sent ? <p>{footerGpcHonored}</p> : null
}
