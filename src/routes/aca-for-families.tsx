import { createFileRoute } from '@tanstack/react-router'
import { FamiliesPage } from '../pages/FamiliesPage'

export const Route = createFileRoute('/aca-for-families')({ component: FamiliesPage })
