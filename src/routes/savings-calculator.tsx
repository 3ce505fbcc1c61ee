import { createFileRoute } from '@tanstack/react-router'
import { SavingsCalculatorPage } from '../pages/SavingsCalculatorPage'

export const Route = createFileRoute('/savings-calculator')({ component: SavingsCalculatorPage })
