import type { ReactNode } from 'react'
import { callWord, textWord } from '@copy/site'
import type { PageConversion } from '../../../content/types'
import { config } from '../../lib/env'
import { CallLink } from '../conversion/CallLink'
import { TextLink } from '../conversion/TextLink'
import { TextDisclosure } from '../conversion/TextDisclosure'
import { withEnglishNames } from '../englishNames'

type Props = {
  heading: string
  intro: string
  conversion: PageConversion
  /** A short line above the heading, e.g. a deadline or a promise. */
  eyebrow?: string
  textTo?: 'text' | 'main'
  children?: ReactNode
}

/** The top of a content page: its one <h1>, a lead paragraph and the two fastest ways to reach an agent. */
export function PageHero({ heading, intro, conversion, eyebrow, textTo, children }: Props) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1>{withEnglishNames(heading)}</h1>
        <p className="page-hero__intro">{withEnglishNames(intro)}</p>
        {children}
        <div className="page-hero__actions">
          <CallLink event={conversion} className="btn btn--call btn--large">
            {`${callWord} `}
            <span className="nowrap">{config.phone.display}</span>
          </CallLink>
          <TextLink body={conversion.smsBody} to={textTo} className="btn btn--outline btn--large">
            {textWord}
          </TextLink>
        </div>
        <TextDisclosure className="text-disclosure--block" />
      </div>
    </section>
  )
}
