import { createFileRoute } from '@tanstack/react-router'
import { selfEmployedMeta } from '../../content/pages/selfEmployed'
import { SelfEmployedPage } from '../pages/SelfEmployedPage'

export const Route = createFileRoute('/insurance-for-self-employed')({ component: () => <SelfEmployedPage meta={selfEmployedMeta} /> })
