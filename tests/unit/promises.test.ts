import { describe, expect, it } from 'vitest'
import { parseWeeklyHours } from '../../machines/agentHours'
import { checkPromises, checkStructuredData, type Configured } from '../support/promises'

/**
 * Each rule of the promises guard (tests/support/promises.ts) fails on words the site printed before the claims
 * review (the build of 2026-11-24, in both languages), and passes the words that replaced them.
 */
const configured: Configured = {
  carriers: ['Example Health Co.', 'Sample Mutual Insurance'],
  schedule: parseWeeklyHours('Mon-Fri 08:00-20:00, Sat 09:00-17:00', 'America/New_York', 'test'),
  // The default build: no state licence listed (VITE_LICENSES empty).
  licensedStates: 0,
}
const rules = (text: string, where: 'title' | 'text' = 'text') =>
  checkPromises(text, configured, where).map((problem) => problem.rule)

describe('the promises guard fails on what the site used to promise', () => {
  it.each([
    [
      'Texas residents may qualify for ACA plans as low as $0–$10/month, depending on income, age and ZIP code (often Bronze).',
      'price band',
    ],
    [
      'For 2027 coverage, what you pay depends on your income, age and ZIP code: some plans, often Bronze, can cost $0 to $10 a month after tax credits.',
      'price band',
    ],
    [
      'En Texas podría calificar para planes de la ACA desde $0–$10 al mes, según ingresos, edad y código postal (a menudo Bronce).',
      'price band',
    ],
    [
      'algunos planes, a menudo del nivel Bronce, pueden costar de $0 a $10 al mes después de aplicar los créditos fiscales.',
      'price band',
    ],
    ['$0 Premium Health Plans | See If You Qualify for Free Coverage', 'free coverage'],
    ['$0 Premium Health Plans: Full Coverage With No Monthly Bill', 'free coverage'],
    ['Planes con prima de $0 | Vea si califica para cobertura gratis', 'free coverage'],
    ['Licensed agents compare every ACA marketplace plan in your area, apply your tax credits for you.', 'every plan'],
    ['Which ones are available depends on your county, and we compare all of them for you.', 'every plan'],
    [
      'Nuestros agentes con licencia comparan todos los planes del Mercado de Seguros Médicos de su zona.',
      'every plan',
    ],
    ['You receive a notice 30 days before your Florida Medicaid coverage ends.', '30-day'],
    ['Medicaid usually gives 30 days’ notice, and you can apply up to 60 days before.', '30-day'],
    ['Usted recibe un aviso 30 días antes de que termine su cobertura de Medicaid de Florida.', '30-day'],
    ['Our licensed Texas agents compare the plans sold in your county and enroll you over the phone.', 'plans sold'],
    ['Call and a licensed agent will show you the exact prices of the plans sold in your county.', 'plans sold'],
    ['An agent can show you every $0 option in your ZIP code.', 'plans sold'],
    ['Our licensed Florida agents compare plans from the carriers in your county.', 'plans sold'],
    ['Sabrá cuánto cuesta cada plan que se vende en su condado después de su crédito fiscal.', 'plans sold'],
    ['Un agente puede mostrarle todas las opciones de $0 en su código postal.', 'plans sold'],
    ['You can enroll in a marketplace plan before your Medicaid ends, or within 60 days after.', '60-day window'],
    ['People who lost Medicaid or job-based coverage in the last 60 days', '60-day window'],
    ['Puede inscribirse antes de que termine su Medicaid, o dentro de los 60 días siguientes.', '60-day window'],
    ['An income change that makes you newly eligible for tax credits', 'income change'],
    ['Un cambio de ingresos que le dé derecho por primera vez a créditos fiscales', 'income change'],
    ['Según ingresos, edad y código postal, hay planes de $0 con los créditos.', 'con los créditos'],
    [
      'Ninguna de las categorías anteriores incluye los datos de inscripción ni el consentimiento para recibir mensajes de texto.',
      'datos de inscripción',
    ],
    ['Major carriers include Florida Blue, Ambetter, Oscar, UnitedHealthcare, Cigna and Molina.', 'Cigna'],
    ['Licensed Texas ACA Agents • Available 7 days a week', '7 days a week'],
    ['Agentes disponibles de 8 a. m. a 10 p. m., hora del Este, los 7 días de la semana', '10 PM'],
    ['Agents available 8 AM to 10 PM EST, 7 days a week', '10 PM'],
    // The header and footer of every page, /, /about-us (its stat card reads value and label together), before the
    // licences came from VITE_LICENSES.
    ['Licensed in All 50 States • BBB A+ Rated', 'licensed in 50 states'],
    ['© ACA Health Plan Advisors. Licensed in All 50 States. Main line (555) 010-0100.', 'licensed in 50 states'],
    [
      'Licensed ACA agents in all 50 states who have helped 73,000+ families find affordable health coverage.',
      'licensed in 50 states',
    ],
    ['50 states where we are licensed', 'licensed in 50 states'],
    [
      'Since then we have become licensed in all 50 states, and as of 2025 we had helped 73,000+ families get covered.',
      'licensed in 50 states',
    ],
    ['Con licencia en los 50 estados', 'licensed in 50 states'],
    ['Agentes con licencia en los 50 estados que han ayudado a más de 73,000 familias.', 'licensed in 50 states'],
    ['50 estados donde tenemos licencia', 'licensed in 50 states'],
  ])('%s', (text, rule) => {
    expect(rules(text).join(' | ')).toContain(rule)
  })

  it.each([
    'Save Up to $800/Month on ACA Health Insurance | Free Quotes',
    'Lower Your Health Insurance Costs | Save Up to $800/Month',
    'Ahorre hasta $800 al mes en su seguro médico | Cotice gratis',
  ])('a savings figure in a title without its year: %s', (title) => {
    expect(rules(title, 'title')).toContain('a savings figure in a title without its year')
  })
})

describe("the structured-data guard fails on the agency's own aggregateRating", () => {
  it("the InsuranceAgency block every page carried, with Trustpilot's figure as its own rating", () => {
    const before = {
      '@context': 'https://schema.org',
      '@type': 'InsuranceAgency',
      name: 'ACA Health Plan Advisors',
      areaServed: 'US',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, reviewCount: 2847 },
    }
    expect(checkStructuredData([before]).map((problem) => problem.rule)).toEqual([
      "aggregateRating in the agency's own structured data (InsuranceAgency)",
    ])
    const { aggregateRating: _, ...after } = before
    expect(checkStructuredData([after])).toEqual([])
  })
})

describe('the promises guard passes what the site says now', () => {
  it.each([
    'For 2027 coverage, what you pay depends on your income, age and ZIP code: some plans, often Bronze, can cost $0 a month after tax credits.',
    'In 2025, about 42% of enrollees chose a plan costing $0 to $10 a month after tax credits.',
    '$0-Premium Plans: No Monthly Premium, Deductibles Still Apply',
    'Licensed agents compare plans from the insurers we work with in your area, apply your tax credits for you.',
    'Every marketplace plan covers the same essential health benefits.',
    'Our licensed Texas agents compare plans from the insurers we work with in your county and enroll you over the phone.',
    'HealthCare.gov lists the plans sold in your county too.',
    'Whether your premium can drop to $0 depends on your household income, household size, age and the plans sold in your ZIP code.',
    'On HealthCare.gov you can pick a marketplace plan from 60 days before your Medicaid or CHIP ends until 90 days after.',
    'People who lost job-based coverage in the last 60 days, or Medicaid or CHIP in the last 90 days',
    'If your income ends up higher than you estimated, tell the marketplace when your income changes.',
    'Según ingresos, edad y código postal, algunos planes cuestan $0 con créditos fiscales.',
    'Florida must send you a notice before your Medicaid coverage ends (at least 10 days before, under federal rules).',
    'Insurance carriers we work with: Example Health Co., Sample Mutual Insurance.',
    'Available Mon–Fri 8 AM–8 PM and Sat 9 AM–5 PM ET',
  ])('%s', (text) => {
    expect(rules(text)).toEqual([])
  })

  it('a savings figure with its year in a title', () => {
    expect(rules('Our Clients Saved Up to $800 a Month in 2025 | ACA Plans', 'title')).toEqual([])
  })

  it('hours promises the configured schedule keeps', () => {
    const everyDayLate = {
      ...configured,
      schedule: parseWeeklyHours('Sun-Sat 08:00-22:00', 'America/New_York', 'test'),
    }
    expect(checkPromises('Agents available 8 AM to 10 PM EST, 7 days a week', everyDayLate)).toEqual([])
  })

  it('a count of licensed states the configured licences list', () => {
    const eleven = { ...configured, licensedStates: 11 }
    expect(checkPromises('Licensed in 11 states', eleven)).toEqual([])
    expect(checkPromises('Con licencia en 11 estados', eleven)).toEqual([])
    expect(checkPromises('Our agency is licensed in 11 states, as listed on our State Licenses page.', eleven)).toEqual(
      [],
    )
    expect(checkPromises('Licensed in 12 states', eleven).map((problem) => problem.rule)).toEqual([
      '"licensed in 12 states", which the licences configured (VITE_LICENSES: 11) do not list',
    ])
  })

  it('an insurer the agency configured', () => {
    expect(checkPromises('We work with Florida Blue.', { ...configured, carriers: ['Florida Blue'] })).toEqual([])
  })
})
