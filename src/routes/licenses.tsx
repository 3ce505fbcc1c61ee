import { createFileRoute } from '@tanstack/react-router'
import { LicensesPage } from '../pages/LicensesPage'

export const Route = createFileRoute('/licenses')({ component: LicensesPage })
