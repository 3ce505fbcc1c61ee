import { createFileRoute } from '@tanstack/react-router'
import { selfEmployedCoverageMeta } from '@copy/pages/selfEmployed'
import { SelfEmployedPage } from '../pages/SelfEmployedPage'

export const Route = createFileRoute('/self-employed-coverage')({
  component: () => <SelfEmployedPage meta={selfEmployedCoverageMeta} />,
})
