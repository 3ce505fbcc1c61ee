import { describe, expect, it } from 'vitest'
import { oneOfEachTemplate } from '../support/pageTemplates'

describe('oneOfEachTemplate (the routes the engine suites open)', () => {
  it('keeps the first state page and the first self-employed address of each language, and every other page', () => {
    const paths = [
      '/',
      '/insurance-for-self-employed',
      '/obamacare-in-alabama',
      '/obamacare-in-ohio',
      '/self-employed-coverage',
      '/sep',
      '/es/',
      '/es/obamacare-in-alabama',
      '/es/obamacare-in-ohio',
      '/es/self-employed-coverage',
    ]
    expect(oneOfEachTemplate(paths)).toEqual([
      '/',
      '/insurance-for-self-employed',
      '/obamacare-in-alabama',
      '/sep',
      '/es/',
      '/es/obamacare-in-alabama',
      '/es/self-employed-coverage',
    ])
  })
})
