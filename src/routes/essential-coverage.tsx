import { createFileRoute } from '@tanstack/react-router'
import { EssentialCoveragePage } from '../pages/EssentialCoveragePage'

export const Route = createFileRoute('/essential-coverage')({ component: EssentialCoveragePage })
