import { createFileRoute } from '@tanstack/react-router'
import { MoreInfoPage } from '../pages/MoreInfoPage'

export const Route = createFileRoute('/more-info')({ component: MoreInfoPage })
