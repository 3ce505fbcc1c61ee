import { callNow, headerCall, licensing, siteCopy, textUs } from '@copy/site'
import { CallLink } from '../conversion/CallLink'
import { TextLink } from '../conversion/TextLink'
import { TextDisclosure } from '../conversion/TextDisclosure'
import { Brand } from './Brand'
import { LanguageLinks } from './LanguageLinks'
import { MainNav } from './MainNav'
import { RatingLink } from './RatingLink'

/**
 * Header bar (brand, the licensing line when the agency listed its licences, rating, text and call actions) above the sticky navigation. Where the bar shows its
 * own call button, the sticky bar's brand and Call Now appear only once the bar has scrolled away (styles.css), so
 * one brand and one call button are in view at a time.
 */
export function SiteHeader() {
  return (
    <>
      <header className="header-bar">
        <div className="container header-bar__inner">
          <Brand className="header-bar__brand" />
          {licensing && <p className="header-bar__licensing">{licensing}</p>}
          <RatingLink className="rating-link header-bar__rating" />
          <LanguageLinks className="header-bar__language" />
          <div className="header-bar__actions">
            <TextLink body={siteCopy.headerTextBody} className="btn btn--outline header-bar__text">
              {textUs}
            </TextLink>
            <CallLink event={headerCall} className="btn btn--call">
              {callNow}
            </CallLink>
            <TextDisclosure className="header-bar__disclosure" />
          </div>
        </div>
      </header>
      <MainNav callEvent={headerCall} />
    </>
  )
}
