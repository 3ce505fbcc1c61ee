import { agentsBackText } from '@copy/browser/agentsBack'
import { agentStatusCopy } from '@copy/browser/agentStatus'
import { isOpen, nextOpening } from '../../../machines/agentHours'
import type { WeeklyHours } from '../../../rules/weeklyHours'
import { agentHours } from '../../../rules/agentSchedule'

/**
 * Whether agents answer the main line at `now`, in words: from the one schedule (VITE_AGENT_HOURS, in the agency's
 * time zone), the next opening in the visitor's own time zone too. Runs in the browser only, after the page loads.
 */
export function agentStatusText(
  now: Date = new Date(),
  visitorZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
  hours: WeeklyHours = agentHours,
): { open: boolean; text: string } {
  if (isOpen(hours, now)) return { open: true, text: agentStatusCopy.open }
  return {
    open: false,
    text: agentStatusCopy.closed(agentsBackText(nextOpening(hours, now), now, hours.timeZone, visitorZone)),
  }
}
