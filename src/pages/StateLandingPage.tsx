import { useId } from 'react'
import { agency } from '../../content/agency'
import { stateLandingContent } from '../../content/pages/stateLanding'
import type { UsState } from '../../content/states'
import { Seo } from '../components/Seo'
import { PhoneOnlyLayout } from '../components/layout/PhoneOnlyLayout'
import { CallNowBlock } from '../components/sections/CallNowBlock'
import { ClosingCall } from '../components/sections/ClosingCall'
import { Faq } from '../components/sections/Faq'
import { LandingHero } from '../components/sections/LandingHero'

/** One template for every /obamacare-in-<state> page, in the order SPEC.md section 2 gives. */
export function StateLandingPage({ state }: { state: UsState }) {
  const page = stateLandingContent(state)
  const event = { label: page.conversion.callLabel, category: page.conversion.callCategory }
  const qualifiesId = useId()
  const citiesId = useId()
  return (
    <PhoneOnlyLayout tagline={page.licensedLine} callEvent={event} hours={`Available ${agency.hours.statePages}`}>
      <Seo page={page.meta} faq={page.faq} />
      <LandingHero heading={page.hero.heading} intro={page.hero.intro} points={page.hero.benefits} />
      <section className="section" aria-labelledby={qualifiesId}>
        <div className="container container--narrow">
          <h2 id={qualifiesId}>{page.qualifies.heading}</h2>
          <ul className="checklist">
            {page.qualifies.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{page.qualifies.note}</p>
        </div>
      </section>
      <CallNowBlock copy={page.callNow} event={event} />
      <section className="section" aria-labelledby={citiesId}>
        <div className="container">
          <h2 id={citiesId}>{page.cities.heading}</h2>
          <ul className="city-grid">
            {page.cities.items.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
        </div>
      </section>
      <Faq items={page.faq} />
      <ClosingCall heading={page.closing.heading} text={page.closing.text} event={event} />
    </PhoneOnlyLayout>
  )
}
