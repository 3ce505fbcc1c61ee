import { enrollmentRuleFigures } from '../../../rules/figureFacts'
import { agency } from '../agency'
import type { PageMeta } from '../../types'

const honorDays = enrollmentRuleFigures.optOutHonorBusinessDays

/**
 * /opt-out: how anyone asks the agency to stop calling, texting or emailing them. The FCC counts any reasonable way
 * as revoking consent and gives the agency 10 business days to honor it; the page promises no more than that.
 * The answer is the same whether or not the agency has the details: the page never says which.
 */
export const optOutMeta: PageMeta = {
  path: '/opt-out',
  title: `Stop Calls and Texts | ${agency.name}`,
  description: `Ask ${agency.name} to stop calling, texting or emailing you. No account or reason needed; we stop within ${honorDays} business days at the latest.`,
}
