/**
 * The time zones each state's people live in (IANA names), so a lead is called inside the window wherever in its state
 * it may be: Florida's panhandle keeps Central time, El Paso Mountain time, and so on. Where a state spans zones,
 * every one is listed and the call must fall inside the window in each. From the IANA time zone database's zone
 * descriptions (tzdata zone1970.tab); small exceptions a county makes by custom are not listed.
 */
const ET = 'America/New_York'
const CT = 'America/Chicago'
const MT = 'America/Denver'
const PT = 'America/Los_Angeles'

export const stateTimeZones: Readonly<Record<string, readonly string[]>> = {
  AL: [CT],
  AK: ['America/Anchorage', 'America/Adak'],
  AZ: ['America/Phoenix', MT],
  AR: [CT],
  CA: [PT],
  CO: [MT],
  CT: [ET],
  DC: [ET],
  DE: [ET],
  FL: [ET, CT],
  GA: [ET],
  HI: ['Pacific/Honolulu'],
  IA: [CT],
  ID: ['America/Boise', PT],
  IL: [CT],
  IN: ['America/Indiana/Indianapolis', CT],
  KS: [CT, MT],
  KY: [ET, CT],
  LA: [CT],
  MA: [ET],
  MD: [ET],
  ME: [ET],
  MI: ['America/Detroit', CT],
  MN: [CT],
  MO: [CT],
  MS: [CT],
  MT: [MT],
  NC: [ET],
  ND: [CT, MT],
  NE: [CT, MT],
  NH: [ET],
  NJ: [ET],
  NM: [MT],
  NV: [PT, MT],
  NY: [ET],
  OH: [ET],
  OK: [CT],
  OR: [PT, 'America/Boise'],
  PA: [ET],
  RI: [ET],
  SC: [ET],
  SD: [CT, MT],
  TN: [CT, ET],
  TX: [CT, MT],
  UT: [MT],
  VA: [ET],
  VT: [ET],
  WA: [PT],
  WI: [CT],
  WV: [ET],
  WY: [MT],
}
