import type { WeeklyHours } from './weeklyHours'

/**
 * When agents answer the main number: this build's VITE_AGENT_HOURS in VITE_AGENT_TIME_ZONE, checked at build time
 * (src/lib/readConfig.ts). The one schedule: the chat and the 'agents available now' line obey it (machines/agentHours.ts answers the questions)
 * and every page states it in words (content/en/agency.ts, hours). A module of its own, so it downloads with the code that
 * asks it only.
 */
declare const __AGENT_HOURS__: WeeklyHours
export const agentHours: WeeklyHours = __AGENT_HOURS__
