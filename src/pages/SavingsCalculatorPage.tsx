import {
  savingsCalculatorConversion,
  savingsCalculatorCta,
  savingsCalculatorFaq,
  savingsCalculatorHero,
  savingsCalculatorMeta,
} from '@copy/pages/savingsCalculator'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { Faq } from '../components/sections/Faq'
import { PageHero } from '../components/sections/PageHero'
import { SavingsEstimator } from '../components/savingsEstimator/SavingsEstimator'
import { useCarriedAnswers } from './savingsCalculator/useCarriedAnswers'

/**
 * /savings-calculator: the estimator, what it rests on, and the agency's actions. Answers carried in the address
 * (the home hero's first questions) are filled in and estimated at once.
 */
export function SavingsCalculatorPage() {
  const carried = useCarriedAnswers()
  return (
    <ContentPageLayout>
      <Seo page={savingsCalculatorMeta} faq={savingsCalculatorFaq} />
      <PageHero
        heading={savingsCalculatorHero.heading}
        intro={savingsCalculatorHero.intro}
        conversion={savingsCalculatorConversion}
      />
      <SavingsEstimator conversion={savingsCalculatorConversion} carried={carried} />
      <Faq items={savingsCalculatorFaq} />
      <CallTextCta heading={savingsCalculatorCta.heading} conversion={savingsCalculatorConversion}>
        <p>{savingsCalculatorCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}
