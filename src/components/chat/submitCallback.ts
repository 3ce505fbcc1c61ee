import { chatPanelCopy } from '@copy/browser/chat'
import { chatConsent } from '@copy/browser/chatConsent'
import { smsConsent } from '@copy/browser/forms'
import { stateNames } from '@copy/browser/stateNames'
import { stateOfZip } from '../../../rules/zipPrefixes'
import type { ChatCallback } from '../../../machines/chat.machine'
import type { SubmitResult } from '../../../machines/contactForm.machine'
import type { ChatLeadRow } from '../../../machines/leadFields'
import { submitLead } from '../../lib/leads'

/** The name of the state a ZIP code names (rules/zipPrefixes.ts) in the page's language (content/en/browser/stateNames.ts), or null where it names none. */
export function stateNameOfZip(zipCode: string): string | null {
  const state = stateOfZip(zipCode)
  return state ? stateNames[state] : null
}

/** The lead a callback request stores: the chat's answers as codes, the state its ZIP code names, the chat's consent. */
export function chatLeadRow(callback: ChatCallback, page: string): ChatLeadRow {
  return {
    id: callback.id,
    first_name: callback.firstName,
    last_name: null,
    email: null,
    phone: callback.phone,
    state: stateNameOfZip(callback.zipCode),
    agreed_to_contact: true,
    page,
    consent_version: chatConsent.version,
    sms_consent: callback.textsAllowed,
    sms_consent_version: smsConsent.version,
    zip_code: callback.zipCode,
    medicaid_denied: callback.medicaidDenied,
    age_range: callback.age,
    current_insurance: callback.currentInsurance,
    household_size: callback.householdSize,
    income_band: callback.incomeBand,
    coverage_year: callback.coverageYear,
    income_range: null,
  }
}

/** The chat machine's `submitCallback` actor: stores the request like a form's lead, with source 'chat'. */
export function submitCallback(callback: ChatCallback, signal: AbortSignal): Promise<SubmitResult> {
  return submitLead(
    chatLeadRow(callback, window.location.pathname),
    {
      honeypot: '',
      source: 'chat',
      submitLabel: chatPanelCopy.consentForm.submit,
      // The wordings the chat's consent form shows (ChatAnswerArea.tsx).
      shown: { consent: chatConsent, texts: smsConsent },
    },
    signal,
  )
}
