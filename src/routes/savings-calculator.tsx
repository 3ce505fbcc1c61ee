import { createFileRoute } from '@tanstack/react-router'
import { localDay } from '../components/savingsEstimator/useEstimator'
import { SavingsCalculatorPage } from '../pages/SavingsCalculatorPage'

// The loader runs when the page is prerendered and its day travels in the page's router state, so hydration
// renders the same coverage year; the visitor's own date takes over right after.
export const Route = createFileRoute('/savings-calculator')({
  loader: () => ({ day: localDay() }),
  component: function SavingsCalculatorRoute() {
    return <SavingsCalculatorPage prerenderedDay={Route.useLoaderData().day} />
  },
})
