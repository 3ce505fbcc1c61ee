import { createFileRoute } from '@tanstack/react-router'
import { SepPage } from '../pages/SepPage'

export const Route = createFileRoute('/sep')({ component: SepPage })
