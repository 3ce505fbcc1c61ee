import {
  savingsCalculatorConversion,
  savingsCalculatorCta,
  savingsCalculatorFaq,
  savingsCalculatorHero,
  savingsCalculatorMeta,
} from '../../content/pages/savingsCalculator'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { Faq } from '../components/sections/Faq'
import { PageHero } from '../components/sections/PageHero'
import { SavingsEstimator } from '../components/savingsEstimator/SavingsEstimator'

/** /savings-calculator: the estimator, what it rests on, and the agency's actions. */
export function SavingsCalculatorPage() {
  return (
    <ContentPageLayout>
      <Seo page={savingsCalculatorMeta} faq={savingsCalculatorFaq} />
      <PageHero heading={savingsCalculatorHero.heading} intro={savingsCalculatorHero.intro} conversion={savingsCalculatorConversion} />
      <SavingsEstimator conversion={savingsCalculatorConversion} />
      <Faq items={savingsCalculatorFaq} />
      <CallTextCta heading={savingsCalculatorCta.heading} conversion={savingsCalculatorConversion}>
        <p>{savingsCalculatorCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}
