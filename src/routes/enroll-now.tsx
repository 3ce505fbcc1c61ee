import { createFileRoute } from '@tanstack/react-router'
import { EnrollNowPage } from '../pages/EnrollNowPage'

export const Route = createFileRoute('/enroll-now')({ component: EnrollNowPage })
