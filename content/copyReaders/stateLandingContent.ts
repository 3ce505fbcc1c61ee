import { stateLandingTemplate } from '@copy/pages/stateLanding'
import { stateMedicaidWords } from '@copy/pages/stateLanding'
import { fillSlots } from '../fillSlots'
import { medicaidCaseKey } from '../models/sharedFigures'
import { licensedStateCodes } from '../models/licensedStates'
import type { UsState } from '@copy/states'
import type { StateCode } from '../../rules/stateCodes'

/**
 * One state's landing page copy: the template of content/en/pages/stateLanding.ts (in the build's language, worded at
 * build time) with the state's name, and the state's own path, intro, cities and conversion (content/en/states.ts).
 * `licensed`: the states the agency listed a licence in (VITE_LICENSES); the header claims licensed agents only there.
 */
export function stateLandingContent(state: UsState, licensed: readonly StateCode[] = licensedStateCodes) {
  const medicaid = fillSlots(stateMedicaidWords[medicaidCaseKey[state.slug]], { state: state.name })
  const page = fillSlots(stateLandingTemplate, { state: state.name, ...medicaid })
  const { licensedLine, helpLine, ...rest } = page
  return {
    ...rest,
    /** The header's line: licensed agents claimed only in a state the agency listed a licence in. */
    tagline: licensed.includes(state.code) ? licensedLine : helpLine,
    meta: { ...page.meta, path: `/obamacare-in-${state.slug}` },
    conversion: state.conversion,
    hero: { ...page.hero, intro: state.intro },
    cities: { ...page.cities, items: state.cities },
  }
}
