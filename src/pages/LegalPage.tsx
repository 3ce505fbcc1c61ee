import { Link } from '@tanstack/react-router'
import type { LegalBlock, LegalDocument } from '../../content/types'
import { callWord, textWord } from '@copy/site'
import { Seo } from '../components/Seo'
import { CallLink } from '../components/conversion/CallLink'
import { TextLink } from '../components/conversion/TextLink'
import { TextDisclosure } from '../components/conversion/TextDisclosure'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { Section } from '../components/sections/Section'
import { withEnglishNames } from '../components/englishNames'

/**
 * Static legal text: one heading, the effective date, then titled sections of paragraphs and lists. Each document
 * has its own page module, so a visitor downloads the one they opened, not both.
 */
export function LegalPage({ legal }: { legal: LegalDocument }) {
  return (
    <ContentPageLayout>
      <Seo page={legal.meta} />
      <article className="section">
        <div className="container container--narrow prose">
          <h1>{legal.heading}</h1>
          <p className="note">{legal.effective}</p>
          {legal.intro.map((paragraph) => (
            <p key={paragraph}>{withEnglishNames(paragraph)}</p>
          ))}
          {legal.sections.map((section) => (
            <Section key={section.heading} heading={section.heading}>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed text, in order; none moves
                <Block key={index} block={block} />
              ))}
            </Section>
          ))}
          <Section heading={legal.contact.heading}>
            <p>{withEnglishNames(legal.contact.text)}</p>
            <ul>
              <li>
                {`${callWord} `}
                <CallLink event={legal.conversion} />
              </li>
              <li>
                <TextLink body={legal.conversion.smsBody}>{textWord}</TextLink> <TextDisclosure />
              </li>
            </ul>
          </Section>
          <p>
            <Link to={legal.seeAlso.to}>{legal.seeAlso.label}</Link>
          </p>
        </div>
      </article>
    </ContentPageLayout>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{withEnglishNames(block)}</p>
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{withEnglishNames(item)}</li>
      ))}
    </ul>
  )
}
