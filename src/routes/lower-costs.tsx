import { createFileRoute } from '@tanstack/react-router'
import { LowerCostsPage } from '../pages/LowerCostsPage'

export const Route = createFileRoute('/lower-costs')({ component: LowerCostsPage })
