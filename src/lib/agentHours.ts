/**
 * When agents answer the main number: this build's VITE_AGENT_HOURS (content/agentSchedule.ts, where the pages' words
 * for the hours come from too), for the code that asks whether agents are available now.
 */
export { agentHours } from '../../content/agentSchedule'
