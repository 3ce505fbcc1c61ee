import { stateFacts, type StateFacts, type StateSlug } from '../rules/stateFacts'
import type { PageConversion } from './types'

export type { StateSlug }

/** A state's landing page in one language: the state's facts (rules/stateFacts.ts) with that language's words. */
export type UsState = Pick<StateFacts, 'slug' | 'code' | 'cities'> & {
  name: string
  /** The paragraph under the headline: what the agency does for residents of this state. */
  intro: string
  /** callLabel/callCategory exactly as SPEC.md section 7 gives them. The pages are phone-only and show no
   * text button; smsBody completes the PageConversion every page carries. */
  conversion: PageConversion
}

/** What a language says of each state: its name and the paragraph under the headline. */
export type StateWords = Record<StateSlug, { name: string; intro: string }>

/** The states in one language (content/en/states.ts and its Spanish twin): the facts of rules/stateFacts.ts with that language's name, intro and prefilled text message. */
export function statesIn(words: StateWords, smsBody: (name: string) => string): readonly UsState[] {
  return stateFacts.map(({ slug, code, cities, callLabel, callCategory }) => {
    const { name, intro } = words[slug]
    return {
      slug,
      code,
      name,
      cities,
      intro,
      conversion: { smsBody: smsBody(name), callLabel, ...(callCategory ? { callCategory } : {}) },
    }
  })
}
