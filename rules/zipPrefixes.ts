import type { StateCode } from './stateCodes'

/**
 * The state of a ZIP code from its first three digits (its 3-digit prefix, which names the mail processing area),
 * so a lead from the chat, which asks for a ZIP code and not a state, reaches the agency with its state.
 *
 * Where it comes from: USPS assigns each 3-digit prefix to a sectional center facility (Domestic Mail Manual,
 * labeling list L005); the state of each prefix is as the list of ZIP Code prefixes compiled from the USPS lists
 * gives it (a secondary source). A prefix is the state of nearly every address in it, not of all: a few ZIP codes
 * cross a state line, so the agent confirms the state on the call. Prefixes of the territories, the military
 * (APO/FPO), the IRS and other unique or unassigned prefixes give no state.
 *
 * Sources: USPS Domestic Mail Manual, L005 3-Digit ZIP Code Prefix Groups (SCF sortation),
 * https://pe.usps.com/text/LabelingLists/L005.htm; List of ZIP Code prefixes (compiled from USPS data; secondary),
 * https://en.wikipedia.org/wiki/List_of_ZIP_Code_prefixes.
 */

/** Inclusive prefix ranges (as numbers) and their state, in prefix order. Gaps give no state. */
const ranges: readonly (readonly [from: number, to: number, state: StateCode])[] = [
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 342, 'FL'],
  [344, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
]

/** The state of a 5-digit ZIP code, or null where its prefix names none (a territory, the military, unassigned). */
export function stateOfZip(zip: string): StateCode | null {
  if (!/^[0-9]{5}$/.test(zip)) return null
  const prefix = Number(zip.slice(0, 3))
  return ranges.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null
}
