import { agencyName } from '@copy/site'
import { sepHeader } from '@copy/pages/sep'
import { CallLink } from '../../components/conversion/CallLink'
import { BackToHome } from '../../components/layout/BackToHome'
import { LanguageLinks } from '../../components/layout/LanguageLinks'
import { englishNameLang } from '@copy/language'
import type { PhoneCallEvent } from '../../../content/types'
import { config } from '../../lib/env'

/** The /sep page's own header (SPEC.md section 2): the way back home and a call button, no site navigation. */
export function SepHeader({ callEvent }: { callEvent: PhoneCallEvent }) {
  return (
    <header className="sep-header">
      <div className="container sep-header__inner">
        <BackToHome />
        <p className="sep-header__brand" lang={englishNameLang}>
          {agencyName}
        </p>
        <LanguageLinks className="sep-header__language" />
        <CallLink event={callEvent} className="btn btn--call">
          {sepHeader.callLabel} <span className="nowrap sep-header__number">{config.phone.display}</span>
        </CallLink>
      </div>
    </header>
  )
}
