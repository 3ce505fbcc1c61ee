import type { MedicareMarketing } from '../../../rules/medicareMarketing'

/** CMS's third-party marketing disclaimer in Spanish (content/en/browser/medicarePlans.ts): counsel confirms it too. */
export function medicareDisclaimer({ organizations, products }: MedicareMarketing): string {
  return `No ofrecemos todos los planes disponibles en su área. Actualmente representamos a ${organizations} ${organizations === 1 ? 'organización' : 'organizaciones'} que ${organizations === 1 ? 'ofrece' : 'ofrecen'} ${products} ${products === 1 ? 'producto' : 'productos'} en su área. Comuníquese con Medicare.gov, con el 1-800-MEDICARE o con el Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) de su localidad para obtener información sobre todas sus opciones.`
}
