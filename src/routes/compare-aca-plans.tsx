import { createFileRoute } from '@tanstack/react-router'
import { ComparePlansPage } from '../pages/ComparePlansPage'

export const Route = createFileRoute('/compare-aca-plans')({ component: ComparePlansPage })
