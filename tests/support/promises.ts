import type { WeeklyHours } from '../../rules/weeklyHours'
import type { PageText } from './pageText'

/**
 * The promises a regulator reads first, held to what 2026 and 2027 law and the agency's own configuration support
 * (../shared/reviews/claims-2026-11-27.md, ../shared/ACA-RULES.md): a built page, in either language, must not offer
 * 2025's "$0 to $10" price band for a later year, call a plan free or full coverage, promise every plan, give a
 * 30-day Medicaid notice or a 60-day window after Medicaid ends, offer the plans sold in the visitor's county, an
 * income-change special enrollment, '$0 con los créditos', put a savings figure in its title without the year, name an
 * insurer the agency has not configured, or promise hours its schedule does not keep. Pure, so tests/unit/promises.test.ts proves each rule can
 * fail on the words the site printed before; tests/build/pageText.test.ts runs it over every built page.
 */
export type PromiseProblem = { rule: string; excerpt: string }

/**
 * What the agency configured, which decides what a page may promise. `licensedStates`: how many state licences it
 * listed (VITE_LICENSES, DC apart); a page may count its licences only as that list does.
 */
export type Configured = { carriers: readonly string[]; schedule: WeeklyHours; licensedStates: number }

/**
 * Insurers sold on HealthCare.gov in the states the site serves, as a page might name them: any one of them on a page
 * must be a carrier the agency configured (VITE_CARRIERS).
 */
const knownInsurers = [
  'Florida Blue',
  'Ambetter',
  'Oscar',
  'UnitedHealthcare',
  'Cigna',
  'Molina',
  'Aetna',
  'Humana',
  'Blue Cross',
  'BlueCross',
  'Anthem',
  'CareSource',
  'Centene',
  'Kaiser',
  'Baylor Scott',
  'Medica',
  'AmeriHealth',
  'Wellpoint',
  'Imperial',
]

/** Sentences, so a claim's own year must stand beside it. Spanish '¿' and '¡' open sentences too. */
function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z$0-9"'(¿¡ÁÉÍÓÚÑ])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

const names2025 = (sentence: string) => /\b2025\b/.test(sentence)

/** 2025's band in either language: '$0 to $10', '$0–$10', 'de $0 a $10', 'entre $0 y $10', 'as low as $0', 'desde $0'. */
const priceBand = /\$0(?:\.00)?\s*(?:to|-|–|—|a|y)\s*\$\d|\bas low as \$0|\bdesde \$0/i
const freeOrFull = /\bfree coverage\b|\bfull coverage\b|\bcobertura (?:gratis|gratuita|completa)\b/i
const everyPlan =
  /\bcompare (?:every|all)\b|\bevery (?:ACA |major )?(?:marketplace )?(?:plan|carrier|insurer)s? (?:in|sold in) your\b|\bwe compare all of them\b|\bcompar\w+ tod[oa]s l[oa]s (?:planes|aseguradoras)\b|\bl[oa]s comparamos tod[oa]s\b|\btod[oa]s l[oa]s (?:planes|aseguradoras)\b[^.]{0,40}\bde su (?:zona|condado)\b/i
/**
 * Plans in the visitor's area offered as if the agency had all of them ('compare the plans sold in your county'): the
 * agency sells the plans of the insurers it works with. A sentence that names those insurers, or HealthCare.gov's own
 * list, says no more than it can.
 */
const areaPlans =
  /\b(?:the|each|every|any|all)(?: \$0)? (?:plans?|options?)(?: (?:sold|offered))? in your (?:county|area|ZIP code)\b|\bcompare local plans\b|\bplans from the carriers in your county\b|\b(?:los|cada|todos los|todas las) (?:plan(?:es)?|opciones)(?: de \$0)? (?:que se (?:venden?|ofrecen) )?(?:en|de) su (?:condado|zona|código postal)\b|\bplanes locales\b|\blos planes de las aseguradoras de su condado\b/i
const agencyShows = /\b(?:compare|show|check|hear|review|compara|mostr|muestr|revis|sabrá)\w*/i
const ownList = /HealthCare\.gov|CuidadoDeSalud\.gov|insurers we work with|aseguradoras con las que trabajamos/i
/** Losing Medicaid or CHIP with 60 days after it (HealthCare.gov gives 90), in either language. */
const medicaidOrChip = /\b(?:Medicaid|CHIP)\b/
const sixtyDaysAfter =
  /\b60 days? after\b|\bwithin 60 days\b|\bin the last 60 days\b|\b60 días (?:después|siguientes)\b|\bdentro de los 60 días\b|\ben los últimos 60 días\b/i
/** An income change offered as a way into savings: Public Law 119-21 gives no credit through an income-based SEP. */
const incomeChangeSep =
  /\bincome change\b[^.]*\b(?:eligible|savings|tax credits?)\b|\bcambio (?:de|en sus) ingresos\b[^.]*\b(?:derecho|califica|ahorros|créditos)/i
/** Spanish 'créditos' alone reads as loans or financing: the credit is 'crédito(s) fiscal(es)'. */
const bareCreditos = /\bcon los créditos\b(?! fiscales)/i
/** 'Datos de inscripción' reads as enrollment data, not the text program's opt-in data. */
const enrollmentDataForOptIn = /\blos datos de inscripción\b/i

const thirtyDayNotice =
  /\b30 days?['’]? notice|\bnotice (?:about )?30 days|\b30 días (?:de anticipación|antes)|\baviso (?:unos )?30 días/i
const savingsFigure = /\$\d[\d,]*(?:\/month| a month| al mes|\/mes)?/i
const savingsWord = /\bsav(?:e|ed|ings)\b|\bahorr/i
const sevenDays = /\b(?:7|seven) days a week\b|\blos (?:7|siete) días de la semana\b/i
const tenPm = /\b10 ?PM\b|\b10 p\. ?m\./i
/**
 * A count of licensed states: 'Licensed in All 50 States', 'Licensed ACA agents in all 50 states', '50 states where we
 * are licensed', 'Con licencia en los 50 estados', '50 estados donde tenemos licencia'.
 */
const licensedInStates =
  /\blicensed\b[^.]{0,40}?\bin (?:all |the )?(\d+|all) states\b|\blicencia\b[^.]{0,40}?\ben (?:los |todos los )?(\d+|todos los) estados\b|\b(\d+) (?:states where we are licensed|estados donde tenemos licencia)\b/i

/** Whether the schedule keeps a promise: agents answer every day, or some day until 10 PM. */
function openEveryDay(schedule: WeeklyHours): boolean {
  return Object.keys(schedule.days).length === 7
}
function openUntilTen(schedule: WeeklyHours): boolean {
  return Object.values(schedule.days).some((span) => span && span.closes >= 22 * 60)
}

/** Every promise in one text (a block, a title, a description, a structured-data string) that breaks a rule. */
export function checkPromises(
  text: string,
  configured: Configured,
  where: 'title' | 'text' = 'text',
): PromiseProblem[] {
  const found: PromiseProblem[] = []
  const flag = (rule: string, excerpt: string) => found.push({ rule, excerpt: excerpt.slice(0, 240) })
  for (const sentence of sentences(text)) {
    if (priceBand.test(sentence) && !names2025(sentence))
      flag('a "$0 to $10" price band, which only 2025 supports', sentence)
    if (freeOrFull.test(sentence)) flag('"free coverage" or "full coverage": a $0 premium is neither', sentence)
    if (everyPlan.test(sentence))
      flag('"every plan": the Terms say the agency may not offer every plan in an area', sentence)
    if (thirtyDayNotice.test(sentence)) flag('a 30-day Medicaid notice: the federal minimum is 10 days', sentence)
    if (areaPlans.test(sentence) && agencyShows.test(sentence) && !ownList.test(sentence))
      flag('"the plans sold in your county": the agency shows the plans of the insurers it works with', sentence)
    if (medicaidOrChip.test(sentence) && sixtyDaysAfter.test(sentence) && !/\b90\b/.test(sentence))
      flag('a 60-day window after Medicaid or CHIP ends: HealthCare.gov gives 90 days', sentence)
    if (incomeChangeSep.test(sentence))
      flag('an income change as a way into savings: an income-based special enrollment comes with no credit', sentence)
    if (bareCreditos.test(sentence)) flag('"con los créditos" without "fiscales", which reads as financing', sentence)
    if (enrollmentDataForOptIn.test(sentence))
      flag('"los datos de inscripción" for the text program\'s opt-in data', sentence)
    if (
      where === 'title' &&
      savingsFigure.test(sentence) &&
      savingsWord.test(sentence) &&
      !/\b20\d\d\b/.test(sentence)
    ) {
      flag('a savings figure in a title without its year', sentence)
    }
    for (const insurer of knownInsurers) {
      const configuredOne = configured.carriers.some((carrier) => carrier.toLowerCase().includes(insurer.toLowerCase()))
      if (!configuredOne && new RegExp(`\\b${insurer}\\b`).test(sentence))
        flag(`${insurer}, which the agency has not configured (VITE_CARRIERS)`, sentence)
    }
    if (sevenDays.test(sentence) && !openEveryDay(configured.schedule))
      flag('"7 days a week", which the schedule (VITE_AGENT_HOURS) does not keep', sentence)
    if (tenPm.test(sentence) && !openUntilTen(configured.schedule))
      flag('"10 PM", which the schedule (VITE_AGENT_HOURS) does not keep', sentence)
    const licensed = licensedInStates.exec(sentence)
    const claimed = licensed && (licensed[1] ?? licensed[2] ?? licensed[3])
    if (claimed && (!/^\d+$/.test(claimed) || Number(claimed) !== configured.licensedStates))
      flag(
        `"licensed in ${claimed} states", which the licences configured (VITE_LICENSES: ${configured.licensedStates}) do not list`,
        sentence,
      )
  }
  return found
}

/**
 * A built page's promises: its title, head descriptions and headings are titles (a savings figure there needs its
 * year); its visible text, attributes and structured data are read as text.
 */
export function checkPagePromises(page: PageText, configured: Configured): PromiseProblem[] {
  const titles = [page.title, ...page.head.filter((line) => /^(?:og:|twitter:)?title:/.test(line))]
  const texts = [...page.head, ...page.blocks, ...page.attributes, ...page.structuredData]
  return [
    ...titles.flatMap((text) => checkPromises(text, configured, 'title')),
    ...texts.flatMap((text) => checkPromises(text, configured)),
  ]
}

/**
 * The agency's own structured data (an Organization, a LocalBusiness, an InsuranceAgency) must not rate it: a
 * business's markup may not carry a rating of itself (self-serving reviews), and the review figure belongs to the
 * review site, shown with the day it was read. `blocks` are a page's JSON-LD blocks, parsed.
 */
export function checkStructuredData(blocks: readonly unknown[]): PromiseProblem[] {
  const found: PromiseProblem[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const type = String((value as Record<string, unknown>)['@type'] ?? '')
    if ('aggregateRating' in value && /Organization|LocalBusiness|InsuranceAgency|Agency/.test(type))
      found.push({
        rule: `aggregateRating in the agency's own structured data (${type})`,
        excerpt: JSON.stringify((value as Record<string, unknown>).aggregateRating).slice(0, 240),
      })
    Object.values(value).forEach(visit)
  }
  blocks.forEach(visit)
  return found
}
