import { isOpen, nextOpening } from '../../../machines/agentHours'
import type { ChatInput } from '../../../machines/chat.machine'
import { agentHours } from '../../../rules/agentSchedule'

/**
 * What the chat machine needs to know of this moment and this device (whether a call can happen now, or becomes a callback request), asked when the chat opens, in the
 * browser (never at build time): whether agents answer the phone now (and if not, when they are back), and whether
 * the device can place a call. A
 * desktop, with a fine pointer and no touch screen, has no dialer to open.
 */
export function callContext(now: Date = new Date()): Omit<ChatInput, 'phone'> {
  const desktop = window.matchMedia('(pointer: fine)').matches && navigator.maxTouchPoints === 0
  const lineOpen = isOpen(agentHours, now)
  return {
    lineOpen,
    canDial: !desktop,
    agentsBack: lineOpen ? null : { at: nextOpening(agentHours, now).toISOString(), timeZone: agentHours.timeZone },
  }
}
