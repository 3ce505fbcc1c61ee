import { createFileRoute } from '@tanstack/react-router'
import { SeniorsPage } from '../pages/SeniorsPage'

export const Route = createFileRoute('/aca-for-seniors-under-65')({ component: SeniorsPage })
