import { isOpen, nextOpening } from '../../../machines/agentHours'
import type { ChatInput } from '../../../machines/chat.machine'
import { coverageYearChoices } from '../../../machines/estimatorFields'
import { agentHours } from '../../../rules/agentSchedule'
import { localDay } from '../../../rules/days'
import { isCoverageYear } from '../../../rules/yearFacts'

/**
 * What the chat machine needs to know of this moment and this device (whether a call can happen now, or becomes a callback request), asked when the chat opens, in the
 * browser (never at build time): whether agents answer the phone now (and if not, when they are back), and whether
 * the device can place a call. A
 * desktop, with a fine pointer and no touch screen, has no dialer to open.
 */
export function callContext(now: Date = new Date()): Omit<ChatInput, 'phone'> {
  const desktop = window.matchMedia('(pointer: fine)').matches && navigator.maxTouchPoints === 0
  const lineOpen = isOpen(agentHours, now)
  // The coverage year the estimator leads with on the visitor's day, so the chat and the estimator beside it agree.
  const { preferred } = coverageYearChoices(localDay(now))
  return {
    year: isCoverageYear(preferred) ? preferred : null,
    lineOpen,
    canDial: !desktop,
    agentsBack: lineOpen ? null : { at: nextOpening(agentHours, now).toISOString(), timeZone: agentHours.timeZone },
  }
}
