import { createFileRoute } from '@tanstack/react-router'
import { selfEmployedMeta } from '@copy/pages/selfEmployed'
import { SelfEmployedPage } from '../pages/SelfEmployedPage'

export const Route = createFileRoute('/insurance-for-self-employed')({
  component: () => <SelfEmployedPage meta={selfEmployedMeta} />,
})
