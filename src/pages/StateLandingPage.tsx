import { stateLandingContent } from '../../content/copyReaders/stateLandingContent'
import type { UsState } from '@copy/states'
import { Seo } from '../components/Seo'
import { PhoneOnlyLayout } from '../components/layout/PhoneOnlyLayout'
import { CallNowBlock } from '../components/sections/CallNowBlock'
import { ClosingCall } from '../components/sections/ClosingCall'
import { EstimateInState } from '../components/sections/EstimateInState'
import { Faq } from '../components/sections/Faq'
import { LandingHero } from '../components/sections/LandingHero'
import { Checklist, Section } from '../components/sections/Section'

/** One template for every /obamacare-in-<state> page, in the order SPEC.md section 2 gives. */
export function StateLandingPage({ state }: { state: UsState }) {
  const page = stateLandingContent(state)
  return (
    <PhoneOnlyLayout tagline={page.tagline} callEvent={page.conversion}>
      <Seo page={page.meta} faq={page.faq} />
      <LandingHero heading={page.hero.heading} intro={page.hero.intro} points={page.hero.benefits} />
      <Section heading={page.qualifies.heading} width="narrow">
        <Checklist items={page.qualifies.items} />
        <p>{page.qualifies.note}</p>
        <EstimateInState code={state.code} name={state.name} />
      </Section>
      <CallNowBlock copy={page.callNow} event={page.conversion} />
      <Section heading={page.cities.heading}>
        <ul className="city-grid">
          {page.cities.items.map((city) => (
            <li key={city}>{city}</li>
          ))}
        </ul>
      </Section>
      <Faq items={page.faq} />
      <ClosingCall heading={page.closing.heading} text={page.closing.text} event={page.conversion} />
    </PhoneOnlyLayout>
  )
}
