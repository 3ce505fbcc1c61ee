import { pageYear } from '../../../rules/pageYear'
import { es } from '../../format'
import { metalTiers } from '../browser/glossary'
import { lowestPlanPrice, pageLowestShare, priceDependsOn } from '../priceClaims'

/** What the savings pages say about plan prices for the coverage year they describe (content/en/pages/savingsClaims.ts). */

const bronze = metalTiers.Bronze
const silver = metalTiers.Silver

/** The lowest price a plan can have after credits: '$0'. */
export const lowPrice = es.money(lowestPlanPrice)

/** The price claim for the year on sale, with what it depends on. */
export const lowPricePlans = `Según ${priceDependsOn}, algunos planes, a menudo del nivel ${bronze}, pueden costar ${lowPrice} al mes después de aplicar los créditos fiscales.`

/** The same claim naming the year: 'Para la cobertura de 2027, lo que usted paga depende de ...'. */
export const lowPricePlansForYear = `Para la cobertura de ${pageYear}, lo que usted paga depende de ${priceDependsOn}: algunos planes, a menudo del nivel ${bronze}, pueden costar ${lowPrice} al mes después de aplicar los créditos fiscales.`

/** Why a plan can cost $0 from 2026: only when the credit is larger than its price. */
export const zeroPlanRule = `Un plan cuesta ${lowPrice} al mes cuando su crédito fiscal es mayor que el precio del plan: lo más común es que sea un plan ${bronze}, y ocurre con más frecuencia entre las personas de más edad.`

const benchmarkFloorClause =
  pageLowestShare > 0
    ? `nadie obtiene el plan ${silver} de referencia por ${es.money(0)}: todos los que reciben un crédito fiscal pagan por él al menos el ${es.percent(pageLowestShare)} de sus ingresos`
    : `los hogares con los ingresos más bajos pueden obtener el plan ${silver} de referencia por ${es.money(0)}`

/** The least anyone pays for the benchmark Silver plan in the page's year: 'Para la cobertura de 2027, nadie obtiene ...'. */
export const benchmarkFloor = `Para la cobertura de ${pageYear}, ${benchmarkFloorClause}.`
/** The same, after a sentence that already names the year: 'Nadie obtiene el plan Plata de referencia por $0: ...'. */
export const benchmarkFloorThatYear = `${benchmarkFloorClause[0].toUpperCase()}${benchmarkFloorClause.slice(1)}.`
