import { Link } from '@tanstack/react-router'
import type { LegalBlock, LegalDocument } from '../../content/pages/legal'
import { privacyPolicy } from '../../content/pages/privacyPolicy'
import { termsOfService } from '../../content/pages/termsOfService'
import { Seo } from '../components/Seo'
import { CallLink } from '../components/conversion/CallLink'
import { TextLink } from '../components/conversion/TextLink'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'

export function PrivacyPolicyPage() {
  return <LegalPage legal={privacyPolicy} />
}

export function TermsOfServicePage() {
  return <LegalPage legal={termsOfService} />
}

/** Static legal text: one heading, the effective date, then titled sections of paragraphs and lists. */
function LegalPage({ legal }: { legal: LegalDocument }) {
  const event = { label: legal.conversion.callLabel, category: legal.conversion.callCategory }
  return (
    <ContentPageLayout>
      <Seo page={legal.meta} />
      <article className="section">
        <div className="container prose">
          <h1>{legal.heading}</h1>
          <p className="note">Effective {legal.effectiveDate}</p>
          {legal.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {legal.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
          <section>
            <h2>{legal.contact.heading}</h2>
            <p>{legal.contact.text}</p>
            <ul>
              <li>
                Call <CallLink event={event} />
              </li>
              <li>
                <TextLink body={legal.conversion.smsBody}>Text</TextLink>
              </li>
            </ul>
          </section>
          <p>
            <Link to={legal.seeAlso.to}>{legal.seeAlso.label}</Link>
          </p>
        </div>
      </article>
    </ContentPageLayout>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
