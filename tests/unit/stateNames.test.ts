import { describe, expect, it } from 'vitest'
import { stateCodes } from '../../rules/stateCodes'
import { statesByName as spanishList } from '../../content/es/browser/stateNames'
import { statesByName as englishList } from '../../content/en/browser/stateNames'

// The lists sort without localeCompare (content/en/browser/stateNames.ts says why): held here to the order each language's
// collator gives.
describe.each([
  ['English', 'en', englishList],
  ['Spanish', 'es', spanishList],
] as const)('the %s state list', (_, locale, list) => {
  it('has every state and DC once, alphabetical as a reader of that language expects', () => {
    expect(list.map((state) => state.code).sort()).toEqual([...stateCodes].sort())
    const names = list.map((state) => state.name)
    expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare))
  })
})

describe('the Spanish state list', () => {
  it("puts 'Carolina del Norte' under C and the accented names where Spanish readers look for them", () => {
    const names = spanishList.map((state) => state.name)
    expect(names.slice(4, 8)).toEqual(['California', 'Carolina del Norte', 'Carolina del Sur', 'Colorado'])
    expect(names.indexOf('Nuevo México')).toBe(names.indexOf('Nuevo Hampshire') + 1)
    expect(names.indexOf('Oregón')).toBe(names.indexOf('Oklahoma') + 1)
  })
})

describe('the names by code', () => {
  it('name every state and DC in each language, each under its own code', async () => {
    const { stateNames } = await import('../../content/en/browser/stateNames')
    const { stateNames: spanish } = await import('../../content/es/browser/stateNames')
    for (const names of [stateNames, spanish])
      expect(stateCodes.every((code) => typeof names[code] === 'string' && names[code].length > 3)).toBe(true)
    expect([stateNames.AL, stateNames.DC, stateNames.SC, stateNames.WY]).toEqual([
      'Alabama',
      'District of Columbia',
      'South Carolina',
      'Wyoming',
    ])
    expect([spanish.AL, spanish.DC, spanish.SC, spanish.WY]).toEqual([
      'Alabama',
      'Distrito de Columbia',
      'Carolina del Sur',
      'Wyoming',
    ])
  })
})
