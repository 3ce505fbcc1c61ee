import { stateLandingTemplate } from '@copy/pages/stateLanding'
import { stateMedicaidWords } from '@copy/pages/stateLanding'
import { fillSlots } from '../fillSlots'
import { medicaidCaseKey } from '../models/sharedFigures'
import type { UsState } from '@copy/states'

/**
 * One state's landing page copy: the template of content/en/pages/stateLanding.ts (in the build's language, worded at
 * build time) with the state's name, and the state's own path, intro, cities and conversion (content/en/states.ts).
 */
export function stateLandingContent(state: UsState) {
  const medicaid = fillSlots(stateMedicaidWords[medicaidCaseKey[state.slug]], { state: state.name })
  const page = fillSlots(stateLandingTemplate, { state: state.name, ...medicaid })
  return {
    ...page,
    meta: { ...page.meta, path: `/obamacare-in-${state.slug}` },
    conversion: state.conversion,
    hero: { ...page.hero, intro: state.intro },
    cities: { ...page.cities, items: state.cities },
  }
}
