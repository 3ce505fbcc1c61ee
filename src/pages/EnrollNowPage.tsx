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
} from '@copy/pages/enrollNow'
import { Seo } from '../components/Seo'
import { PhoneOnlyLayout } from '../components/layout/PhoneOnlyLayout'
import { CallNowBlock } from '../components/sections/CallNowBlock'
import { ClosingCall } from '../components/sections/ClosingCall'
import { Faq } from '../components/sections/Faq'
import { LandingHero } from '../components/sections/LandingHero'
import { Checklist, Section } from '../components/sections/Section'
import { StepCards } from '../components/sections/StepCards'

/** Phone-only enrollment page: no form, no 'Back to Home'; every path leads to a call. */
export function EnrollNowPage() {
  return (
    <PhoneOnlyLayout tagline={enrollNowTagline} callEvent={enrollNowConversion}>
      <Seo page={enrollNowMeta} faq={enrollNowFaq} />
      <LandingHero heading={enrollNowHero.heading} intro={enrollNowHero.intro} points={enrollNowHero.points} />
      <CallNowBlock copy={enrollNowCall} event={enrollNowConversion} />
      <Section heading={enrollNowSteps.heading} tone="tinted">
        <StepCards steps={enrollNowSteps.items} />
      </Section>
      <Section heading={enrollNowChecklist.heading} width="narrow">
        <Checklist items={enrollNowChecklist.items} />
        <p>{enrollNowChecklist.note}</p>
      </Section>
      <Faq items={enrollNowFaq} />
      <ClosingCall heading={enrollNowClosing.heading} text={enrollNowClosing.text} event={enrollNowConversion} />
    </PhoneOnlyLayout>
  )
}
