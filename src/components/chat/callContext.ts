import { isOpen } from '../../../machines/agentHours'
import { agentHours } from '../../lib/agentHours'

/**
 * What the chat machine needs to know of this moment and this device (issue 20), asked when the chat opens, in the
 * browser (never at build time): whether agents answer the phone now, and whether the device can place a call. A
 * desktop, with a fine pointer and no touch screen, has no dialer to open.
 */
export function callContext(now: Date = new Date()): { lineOpen: boolean; canDial: boolean } {
  const desktop = window.matchMedia('(pointer: fine)').matches && navigator.maxTouchPoints === 0
  return { lineOpen: isOpen(agentHours, now), canDial: !desktop }
}
