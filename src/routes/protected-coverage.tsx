import { createFileRoute } from '@tanstack/react-router'
import { ProtectedCoveragePage } from '../pages/ProtectedCoveragePage'

export const Route = createFileRoute('/protected-coverage')({ component: ProtectedCoveragePage })
