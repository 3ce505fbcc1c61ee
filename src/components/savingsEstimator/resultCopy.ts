import { describeEstimate as estimateWords } from '@copy/browser/estimateResult'
import type { EstimateWords } from '../../../content/copyReaders/wordLookups'
import type { Estimate } from '../../../rules/savingsEstimate'
import { estimateForAgent } from './estimateForAgent'

/** The estimate in words for the page (content/en/browser/estimateResult.ts), and in one line for the agent who calls back. */
export type ResultCopy = EstimateWords & {
  /** The estimate in one line, sent with a lead from 'Have an agent check this': the agency's English, not the page's. */
  forAgent: string
}

export function describeEstimate(estimate: Estimate): ResultCopy {
  return { ...estimateWords(estimate), forAgent: estimateForAgent(estimate) }
}
