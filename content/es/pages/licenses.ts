import { agencyCredentials } from '../../../rules/agencyCredentials'
import type { licensesCopy as english } from '../../en/pages/licenses'
import type { PageMeta } from '../../types'
import { agency } from '../agency'
import { stateNames } from '../browser/stateNames'

const { licenses, domicile, principalPlace } = agencyCredentials.licensing

/** /es/licenses: the agency's state licences and where it is, in Spanish (content/en/pages/licenses.ts). */
export const licensesMeta: PageMeta = {
  path: '/licenses',
  title: `Licencias de seguros por estado | ${agency.name}`,
  description: `Las licencias de seguros que tiene ${agency.name} en cada estado, con su número, nuestro Número Nacional de Productor y dónde está nuestra agencia.`,
}

export const licensesCopy: typeof english = {
  heading: 'Licencias de seguros por estado',
  intro: agency.licensedIn
    ? `Nuestra agencia de seguros tiene licencia en ${agency.licensedIn}. Cada número de la lista lo emitió el departamento de seguros de ese estado, que puede confirmarlo; también puede buscarnos por nuestro Número Nacional de Productor.`
    : 'Nuestra agencia de seguros todavía no ha publicado sus licencias estatales en esta página. Puede verificar nuestras licencias con nuestro Número Nacional de Productor.',
  table: { caption: 'Nuestras licencias de seguros por estado', columns: ['Estado', 'Número de licencia'] },
  rows: licenses
    .map(({ state, number }) => [stateNames[state], number] as const)
    .sort((a, b) => a[0].localeCompare(b[0], 'es')),
  agencyHeading: 'Sobre nuestra agencia',
  legalName: 'Nombre registrado:',
  domicile: domicile ? `Estado de domicilio: ${stateNames[domicile]}.` : null,
  principalPlace: principalPlace ? `Lugar principal de negocios: ${principalPlace}.` : null,
  npn: 'Número Nacional de Productor (NPN):',
  lookup: 'Verifique nuestra licencia',
}
