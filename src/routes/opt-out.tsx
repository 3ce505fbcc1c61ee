import { createFileRoute } from '@tanstack/react-router'
import { OptOutPage } from '../pages/OptOutPage'

export const Route = createFileRoute('/opt-out')({ component: OptOutPage })
