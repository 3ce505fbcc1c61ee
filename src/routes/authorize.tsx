import { createFileRoute } from '@tanstack/react-router'
import { AuthorizePage } from '../pages/AuthorizePage'

export const Route = createFileRoute('/authorize')({ component: AuthorizePage })
