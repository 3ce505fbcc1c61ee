import { useId } from 'react'
import { agency } from '../../content/agency'
import {
  enrollNowCall,
  enrollNowChecklist,
  enrollNowClosing,
  enrollNowConversion,
  enrollNowFaq,
  enrollNowHero,
  enrollNowMeta,
  enrollNowSteps,
  enrollNowTagline,
} from '../../content/pages/enrollNow'
import { Seo } from '../components/Seo'
import { PhoneOnlyLayout } from '../components/layout/PhoneOnlyLayout'
import { CallNowBlock } from '../components/sections/CallNowBlock'
import { ClosingCall } from '../components/sections/ClosingCall'
import { Faq } from '../components/sections/Faq'
import { LandingHero } from '../components/sections/LandingHero'
import { StepCards } from '../components/sections/StepCards'

const event = { label: enrollNowConversion.callLabel, category: enrollNowConversion.callCategory }

/** Phone-only enrollment page: no form, no 'Back to Home'; every path leads to a call. */
export function EnrollNowPage() {
  const stepsId = useId()
  const checklistId = useId()
  return (
    <PhoneOnlyLayout tagline={enrollNowTagline} callEvent={event} hours={agency.hours.enroll}>
      <Seo page={enrollNowMeta} faq={enrollNowFaq} />
      <LandingHero heading={enrollNowHero.heading} intro={enrollNowHero.intro} points={enrollNowHero.points} />
      <CallNowBlock copy={enrollNowCall} event={event} />
      <section className="section section--tinted" aria-labelledby={stepsId}>
        <div className="container">
          <h2 id={stepsId}>{enrollNowSteps.heading}</h2>
          <StepCards steps={enrollNowSteps.items} />
        </div>
      </section>
      <section className="section" aria-labelledby={checklistId}>
        <div className="container container--narrow">
          <h2 id={checklistId}>{enrollNowChecklist.heading}</h2>
          <ul className="checklist">
            {enrollNowChecklist.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{enrollNowChecklist.note}</p>
        </div>
      </section>
      <Faq items={enrollNowFaq} />
      <ClosingCall heading={enrollNowClosing.heading} text={enrollNowClosing.text} event={event} />
    </PhoneOnlyLayout>
  )
}
