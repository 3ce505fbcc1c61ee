import type { AgeRange, IncomeBand, InsuranceOption } from '../rules/chatAnswers'

/**
 * The contact form's field names and the row it stores: the only part of the form's logic the page's first
 * download carries. The checks and conversions live in leadChecks.ts and load with the machine.
 */

export type FormVariant = 'home' | 'sep' | 'content'

/** Local form state, named as SPEC.md section 3 names it. */
export type LeadFields = {
  firstName: string
  lastName: string
  email: string
  phone: string
  state: string
  agreedToContact: boolean
  /** The optional text-message box: never required, unticked unless the visitor ticks it. */
  agreedToTexts: boolean
}

export type TextField = Exclude<keyof LeadFields, 'agreedToContact' | 'agreedToTexts'>

/** Every field a visitor fills in, the consent boxes included. */
export type FieldName = keyof LeadFields

export const textFields: readonly TextField[] = ['firstName', 'lastName', 'email', 'phone', 'state']

/**
 * The honeypot: a field people never see or reach, which bots fill in. It is sent as the `website` column;
 * the database refuses a row with it filled in.
 */
export const HONEYPOT_FIELD = 'website'

/** The hidden input of the estimator's callback form that holds the estimate the lead is sent from. */
export const ESTIMATE_FIELD = 'estimate'

/** The row inserted into contact_submissions (snake_case, as the table names its columns). */
export type LeadRow = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  state: string
  agreed_to_contact: boolean
  page: string
  consent_version: string
  /** Whether the optional text-message box was ticked, and the version of its wording the form showed (ticked or not). */
  sms_consent: boolean
  sms_consent_version: string
  /** The savings estimate the lead was sent from, as one sentence (the estimator's callback form); null for the others. */
  estimate: string | null
}

/**
 * The row the chat's callback request inserts (source 'chat'): no last name or email, the state where
 * the ZIP code names one, and the chat's answers as codes (the insert pipeline's step 3, private.lead_chat_answers),
 * which are what the agent's staff line recomputes the outcome from.
 */
export type ChatLeadRow = Omit<LeadRow, 'last_name' | 'email' | 'state' | 'estimate'> & {
  last_name: null
  email: null
  state: string | null
  zip_code: string
  medicaid_denied: boolean
  age_range: AgeRange | null
  /** Null when Medicaid was denied (the chat does not ask then). */
  current_insurance: InsuranceOption | null
  /** 1-20; null when the chat did not need it (Medicare, or a ZIP code with no known state). */
  household_size: number | null
  /** The income button picked; null likewise. */
  income_band: IncomeBand | null
  /** The coverage year the income buttons were made for; null when the year on sale has no rules. */
  coverage_year: number | null
  /** The fixed income ranges are retired: the database refuses one on a new lead (the column keeps older leads'). */
  income_range: null
}
