import { accessibilityConversion, accessibilityCopy, accessibilityMeta } from '@copy/pages/accessibility'
import { Seo } from '../components/Seo'
import { CallLink } from '../components/conversion/CallLink'
import { TextLink } from '../components/conversion/TextLink'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { Section } from '../components/sections/Section'
import { config } from '../lib/env'
import { withEnglishNames } from '../components/englishNames'

/** /accessibility: the accessibility statement, with the ways to get help that need no website. */
export function AccessibilityPage() {
  const copy = accessibilityCopy
  const last = copy.sections.length - 1
  return (
    <ContentPageLayout>
      <Seo page={accessibilityMeta} />
      <article className="section">
        <div className="container container--narrow prose">
          <h1>{copy.heading}</h1>
          <p className="note">{copy.reviewed}</p>
          <p>{withEnglishNames(copy.intro)}</p>
          {copy.sections.map((section, index) => (
            <Section key={section.heading} heading={section.heading}>
              {'paragraphs' in section && section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
              {'list' in section && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {index === last && (
                <ul>
                  <li>
                    {`${copy.contactLabels.call} `}
                    <CallLink event={accessibilityConversion} />
                  </li>
                  <li>
                    <TextLink body={accessibilityConversion.smsBody}>{copy.contactLabels.text}</TextLink>
                  </li>
                  <li>
                    {`${copy.contactLabels.email} `}
                    <a href={`mailto:${config.agencyEmail}`}>{config.agencyEmail}</a>
                  </li>
                </ul>
              )}
            </Section>
          ))}
        </div>
      </article>
    </ContentPageLayout>
  )
}
