/**
 * The 50 states and DC by postal code. Their names, and the estimator's list sorted by name, are words: each language
 * has its own (content/en/browser/stateNames.ts). Apart from their Medicaid facts (./medicaid.ts): the estimator's form lists the
 * states before the visitor touches it, and computes with the facts only then.
 */
export type StateCode =
  | 'AL'
  | 'AK'
  | 'AZ'
  | 'AR'
  | 'CA'
  | 'CO'
  | 'CT'
  | 'DE'
  | 'DC'
  | 'FL'
  | 'GA'
  | 'HI'
  | 'ID'
  | 'IL'
  | 'IN'
  | 'IA'
  | 'KS'
  | 'KY'
  | 'LA'
  | 'ME'
  | 'MD'
  | 'MA'
  | 'MI'
  | 'MN'
  | 'MS'
  | 'MO'
  | 'MT'
  | 'NE'
  | 'NV'
  | 'NH'
  | 'NJ'
  | 'NM'
  | 'NY'
  | 'NC'
  | 'ND'
  | 'OH'
  | 'OK'
  | 'OR'
  | 'PA'
  | 'RI'
  | 'SC'
  | 'SD'
  | 'TN'
  | 'TX'
  | 'UT'
  | 'VT'
  | 'VA'
  | 'WA'
  | 'WV'
  | 'WI'
  | 'WY'

// One string rather than an array of 51 quoted codes: the estimator's state list downloads it on its first render.
export const stateCodes =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ) as readonly StateCode[]

const known: ReadonlySet<string> = new Set(stateCodes)

export function isStateCode(value: string): value is StateCode {
  return known.has(value)
}
