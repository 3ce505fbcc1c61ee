import { agencyCredentials } from '../../rules/agencyCredentials'
import type { StateCode } from '../../rules/stateCodes'

/**
 * The states the agency listed a licence in (VITE_LICENSES), as codes: a state landing page claims licensed agents in
 * its header only for these. Written out while building, so a page downloads the codes and not the setting's checks.
 */
export const licensedStateCodes: readonly StateCode[] = agencyCredentials.licensing.licenses.map(({ state }) => state)
