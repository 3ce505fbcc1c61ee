/**
 * The Spanish pages' terms: the words HealthCare.gov's Spanish site (CuidadoDeSalud.gov) uses, so a visitor reads here
 * what they will read on their application and notices. Every module of content/es/ writes these terms this way;
 * `avoid` lists the wordings they replace, and tests/e2e/spanish.html.spec.ts fails on any of them in a Spanish page.
 * Spanish copy addresses the visitor as usted.
 */
// One constant per term, imported by name (import { marketplace } from './glossary'): the build writes each
// constant where it is used (vite.config.ts, inlineConst), so a Spanish page downloads the terms it prints only.
export const marketplace = 'Mercado de Seguros Médicos'
export const marketplacePlan = 'plan del Mercado'
/** HealthCare.gov in Spanish: the same Marketplace, its Spanish site. */
export const marketplaceSite = 'CuidadoDeSalud.gov'
export const premium = 'prima'
export const premiumTaxCredit = 'crédito fiscal para la prima'
export const costSharingReductions = 'reducciones de costos compartidos'
export const deductible = 'deducible'
export const copayment = 'copago'
export const outOfPocketMaximum = 'máximo de gastos de bolsillo'
export const openEnrollment = 'Período de Inscripción Abierta'
export const specialEnrollment = 'Período Especial de Inscripción'
export const qualifyingLifeEvent = 'evento de vida que califica'
export const metalTiers = { Bronze: 'Bronce', Silver: 'Plata', Gold: 'Oro', Platinum: 'Platino' } as const
export const povertyLevel = 'nivel federal de pobreza'
export const householdIncome = 'ingresos del hogar'
export const essentialBenefits = 'beneficios de salud esenciales'
export const preexistingCondition = 'condición preexistente'
export const licensedAgent = 'agente con licencia'
export const zipCode = 'código postal'
export const affordableCareAct = 'Ley del Cuidado de Salud a Bajo Precio'
export const employerCoverage = 'cobertura basada en el empleo'
export const preventiveServices = 'servicios preventivos'
export const inNetwork = 'dentro de la red'
export const selfEmployed = 'trabajadores por cuenta propia'
export const enroll = 'inscribirse'
/** The immigration status "Cuban and Haitian entrant", as CMS's Spanish pages call it. */
export const cubanHaitianEntrant = 'entrante cubano o haitiano'

/** Wordings a Spanish page never uses, each with the term above it replaces. */
export const avoid: ReadonlyArray<{ not: RegExp; use: string }> = [
  { not: /\bHealthCare\.gov\b/, use: marketplaceSite },
  { not: /\bsubsidio(s)? (para|de) (la )?prima/i, use: premiumTaxCredit },
  { not: /\bcr[eé]dito tributario/i, use: premiumTaxCredit },
  { not: /\bMercado de (Salud|Seguros de Salud)\b/i, use: marketplace },
  { not: /\bintercambio de seguros/i, use: marketplace },
  { not: /\bper[ií]odo de (matr[ií]cula|enrolamiento)/i, use: openEnrollment },
  { not: /\benrol(ar|arse|amiento)\b/i, use: enroll },
  { not: /\bdeductible\b/i, use: deductible },
  { not: /\bco-?pago(s)? fijo/i, use: copayment },
  { not: /\bplan(es)? (de )?(Silver|Bronze|Gold|Platinum)\b/, use: 'plan Plata, Bronce, Oro, Platino' },
  { not: /\bm[aá]ximo (de )?desembolso/i, use: outOfPocketMaximum },
  { not: /\bl[ií]nea de pobreza federal/i, use: povertyLevel },
  { not: /\bzip code\b/i, use: zipCode },
  { not: /\bagente licenciado/i, use: licensedAgent },
  { not: /(?<!\p{L})(t[uú]|tienes|puedes|quieres|escr[ií]benos)(?!\p{L})/iu, use: 'usted' },
  // "Entrant" is a legal status: "participante" means nothing in immigration law.
  { not: /\bparticipantes? cubanos?/i, use: cubanHaitianEntrant },
  // In US Spanish "adultos mayores" means 65 and older: the pages speak of people under 65.
  { not: /\badultos mayores\b/i, use: 'adultos de 50 a 64 años' },
  // The visitor never called: a callback is "le llamará", not "le devolverá la llamada".
  { not: /\bdevolver(á|le)? la llamada\b/i, use: 'le llamará' },
  { not: /\bentre empleos\b/i, use: 'buscando empleo' },
]
