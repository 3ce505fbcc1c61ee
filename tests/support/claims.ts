import { dayRange, fullDate } from '../../content/en/browser/dates'
import { creditUpperLimitPercent, incomeAt, povertyLine } from '../../rules/incomeLines'
import { coverageYears, isCoverageYear } from '../../rules/yearFacts'
import { yearsWithoutTables } from '../../rules/years/withoutTables'

/**
 * Reads a page's words (visible text, meta description, structured data) the way a compliance reviewer would and
 * lists every date, price or yearly figure that is not what rules says for the coverage year it names.
 * Pure, so tests/unit/claims.test.ts proves each rule can fail, and the built pages are checked by
 * tests/e2e/claims.html.spec.ts.
 */
export type ClaimProblem = { rule: string; excerpt: string }

const month = '(?:January|February|March|April|May|June|July|August|September|October|November|December)'
const coverageYearNamed = /\b(20\d\d) coverage\b/g

/** Sentences, so a claim's qualifiers must stand beside it; tables and lists run together as one. */
function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z$0-9"'(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

function yearsNamed(sentence: string): number[] {
  return [...sentence.matchAll(/\b(20\d\d)\b/g)].map((match) => Number(match[1]))
}

/** Every income line a page may print: a multiple of some coverage year's poverty line, yearly or monthly. */
function knownIncomeLines(): Set<number> {
  const known = new Set<number>()
  const percents = [100, 133, 138, 150, 200, 250, 300, 400]
  for (const year of coverageYears) {
    for (let size = 1; size <= 8; size++) {
      for (const percent of percents) {
        // 2025 had no upper limit: 400% of its line was no edge then, and a page naming it invents one.
        if (percent === 400 && creditUpperLimitPercent(year) === null) continue
        const yearly = incomeAt(year, size, percent)
        known.add(yearly)
        known.add(Math.floor(yearly / 12))
        known.add(Math.round(yearly / 12))
      }
      known.add(povertyLine(year, size))
    }
    known.add(yearsWithoutTables[year].outOfPocketMax.self)
    known.add(yearsWithoutTables[year].outOfPocketMax.family)
  }
  return known
}

const incomeLines = knownIncomeLines()

function dollars(text: string): number[] {
  return [...text.matchAll(/\$(\d{1,3}(?:,\d{3})+)(?!\.\d)(?![\d,]*\s*(?:M|million|billion)\b)/g)].map((match) =>
    Number(match[1].replaceAll(',', '')),
  )
}

/** An example household's own yearly income ('Single adult, $19,500 a year'): an input to the rules, not a line. */
function isExampleIncome(sentence: string, amount: number): boolean {
  const written = `\\$${amount.toLocaleString('en-US')}`
  return (
    amount % 500 === 0 &&
    new RegExp(`\\b(?:adult|couple|family|parent|person|people|worker)\\b[^.$]{0,40}, ${written} a year\\b`, 'i').test(
      sentence,
    )
  )
}

export function checkClaims(text: string): ClaimProblem[] {
  const problems: ClaimProblem[] = []
  const flag = (rule: string, excerpt: string) => problems.push({ rule, excerpt: excerpt.slice(0, 240) })

  for (const sentence of sentences(text)) {
    const years = yearsNamed(sentence)
    const names2025 = years.includes(2025)

    // Open enrollment: the window given for a coverage year is content/'s window for that year.
    for (const match of sentence.matchAll(
      new RegExp(
        `Open Enrollment for (20\\d\\d) coverage\\W{0,3}(?:runs |is |ends |\\()?(${month} \\d{1,2}(?:, 20\\d\\d)? – ${month} \\d{1,2}, 20\\d\\d|${month} \\d{1,2}, 20\\d\\d)?`,
        'g',
      ),
    )) {
      const year = Number(match[1])
      if (!isCoverageYear(year)) {
        flag(`open enrollment for ${year} coverage, which rules does not know`, sentence)
        continue
      }
      const { start, end } = yearsWithoutTables[year].openEnrollment
      const given = match[2]
      if (given && given !== dayRange(start, end) && given !== fullDate(end)) {
        flag(`open enrollment for ${year} coverage is ${dayRange(start, end)}, not ${given}`, sentence)
      }
    }
    // "January 15" ends open enrollment only for coverage years before 2027; a sentence naming none is a bare claim.
    if (/January 15\b/.test(sentence)) {
      const named = [...sentence.matchAll(coverageYearNamed)].map((match) => Number(match[1]))
      const ok =
        named.length > 0 &&
        named.every((year) => isCoverageYear(year) && yearsWithoutTables[year].openEnrollment.end.endsWith('-01-15'))
      if (!ok)
        flag(
          '"January 15" as an enrollment deadline without a coverage year whose open enrollment ended then',
          sentence,
        )
    }
    // "choose a plan by <date> for coverage from January 1, <year>": the date is that year's.
    for (const match of sentence.matchAll(
      new RegExp(`by (${month} \\d{1,2}, 20\\d\\d) for coverage (?:from|starting) January 1, (20\\d\\d)`, 'g'),
    )) {
      const year = Number(match[2])
      const expected = isCoverageYear(year) ? fullDate(yearsWithoutTables[year].openEnrollment.januaryFirstBy) : null
      if (match[1] !== expected)
        flag(
          `a plan chosen by ${expected ?? '(unknown)'} starts January 1, ${year}, not one chosen by ${match[1]}`,
          sentence,
        )
    }
    // Prices: "$0 to $10 a month" was 2025's; for a later year it says what it depends on.
    if (
      /\$[01] ?(?:to|-|–) ?\$10\b/.test(sentence) &&
      !names2025 &&
      !(/depend/i.test(sentence) && /\b(age|ZIP)\b/.test(sentence))
    ) {
      flag('a "$0 to $10" price without what it depends on (income, age, ZIP code)', sentence)
    }
    // Nobody pays $0 for the benchmark Silver plan from 2026; the $0 plans are cheaper ones, often Bronze.
    // A sentence about plans cheaper than the benchmark puts its $0 on them, not on the benchmark.
    if (
      /\$0\b/.test(sentence) &&
      /benchmark|second-lowest/i.test(sentence) &&
      !names2025 &&
      !/\b(no|not|nobody|never|no one)\b/i.test(sentence) &&
      !/(?:cheaper|less) than the benchmark/i.test(sentence)
    ) {
      flag('a $0 benchmark Silver plan claim for a year after 2025', sentence)
    }
    if (
      /\$0\b/.test(sentence) &&
      /\d+% of the (?:federal )?poverty/i.test(sentence) &&
      !names2025 &&
      !/depend/i.test(sentence)
    ) {
      flag('a $0 premium promised below an income line, without what it depends on', sentence)
    }
    // Repayment: from tax year 2026 all extra advance credit is paid back.
    if (/pay (?:some|part) (?:of it )?back/i.test(sentence) && !names2025)
      flag('"pay some back": from tax year 2026 all of it is repaid', sentence)
    // The 8.5% cap and the credit above 400% were 2025's.
    if (/\b8\.5%/.test(sentence) && !names2025) flag('the 8.5% cap without naming 2025', sentence)
    // Who may get the credit: "lawfully present" stopped being enough for 2027.
    // ... unless the sentence says they are the ones left out.
    const excludesLawfullyPresent = /\bother lawfully present\b[^.]*\b(?:cannot|can't|no longer|not)\b/i.test(sentence)
    if (/lawfully present/i.test(sentence) && years.some((year) => year >= 2027) && !excludesLawfullyPresent)
      flag('"lawfully present" as eligibility for 2027', sentence)
    if (/\bAetna\b/.test(sentence)) flag('Aetna CVS Health left the ACA individual market from 2026', sentence)
    // Out-of-pocket maximum: the year's figure; 2027's only from secondary sources, and says so.
    if (/out-of-pocket/i.test(sentence)) {
      for (const amount of dollars(sentence)) {
        const year = coverageYears.find(
          (candidate) =>
            yearsWithoutTables[candidate].outOfPocketMax.self === amount ||
            yearsWithoutTables[candidate].outOfPocketMax.family === amount,
        )
        if (year === undefined) continue
        if (!years.includes(year)) flag(`the ${year} out-of-pocket maximum without naming ${year}`, sentence)
        if (yearsWithoutTables[year].outOfPocketMax.secondary && !/\bsecondary\b|\bhave not read\b/i.test(sentence))
          flag(`the ${year} out-of-pocket maximum without saying only secondary sources back it`, sentence)
      }
    }
    // Income figures: each one a line computed from some coverage year's rules, or a round example amount.
    for (const amount of dollars(sentence)) {
      if (amount % 1000 === 0 || incomeLines.has(amount) || isExampleIncome(sentence, amount)) continue
      flag(`$${amount.toLocaleString('en-US')} is no income line of any coverage year's rules`, sentence)
    }
  }
  return problems
}
