import type { WeeklyHours } from '../../machines/agentHours'

/**
 * When agents answer the main number: this build's VITE_AGENT_HOURS, checked at build time (src/lib/readConfig.ts).
 * A constant of its own, apart from the site configuration, so it downloads with the code that asks it only.
 */
declare const __AGENT_HOURS__: WeeklyHours
export const agentHours: WeeklyHours = __AGENT_HOURS__
