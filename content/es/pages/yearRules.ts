import { byEstimatorYear, laterCoverageYears } from '../../../rules/coverageYears'
import { es } from '../../format'

/** '2026 o 2027': the years after `year` whose rules the estimator knows. */
const later = (year: number) => es.list(laterCoverageYears(year).map(String), 'or')

/** The line under SPEC's yearly figures (content/en/pages/yearRules.ts). */
export const yearRulesNote = {
  text: byEstimatorYear((year) => `Estas cifras corresponden a la cobertura de ${year}.`),
  link: byEstimatorYear((year) =>
    laterCoverageYears(year).length > 0
      ? `Calcule lo que pagaría por la cobertura de ${later(year)} con nuestro estimador de créditos fiscales`
      : 'Calcule lo que pagaría su hogar con nuestro estimador de créditos fiscales',
  ),
} as const
