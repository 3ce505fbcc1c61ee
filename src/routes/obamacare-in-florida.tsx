// Written by scripts/build/stateRoutes.ts from content/en/states.ts: change those, not this file.
import { createFileRoute } from '@tanstack/react-router'
import { getState } from '../../content/copyReaders/getState'
import { StateLandingPage } from '../pages/StateLandingPage'

export const Route = createFileRoute('/obamacare-in-florida')({ component: () => <StateLandingPage state={getState('florida')} /> })
