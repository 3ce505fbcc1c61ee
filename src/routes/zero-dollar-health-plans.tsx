import { createFileRoute } from '@tanstack/react-router'
import { ZeroDollarPage } from '../pages/ZeroDollarPage'

export const Route = createFileRoute('/zero-dollar-health-plans')({ component: ZeroDollarPage })
