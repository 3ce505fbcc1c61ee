import { createFileRoute } from '@tanstack/react-router'
import { FloridaPage } from '../pages/FloridaPage'

export const Route = createFileRoute('/health-insurance-florida')({ component: FloridaPage })
