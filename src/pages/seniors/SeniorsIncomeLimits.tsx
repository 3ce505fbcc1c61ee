import { seniorsIncome as income } from '@copy/pages/seniors'
import { DataTable } from '../../components/sections/DataTable'
import { Checklist, Section } from '../../components/sections/Section'
import { YearRulesNote } from '../../components/sections/YearRulesNote'

/** The income guide, then what counts as income: the question early retirees ask first. */
export function SeniorsIncomeLimits() {
  return (
    <Section heading={income.heading} intro={income.intro}>
      <DataTable caption={income.caption} columns={income.columns} rows={income.rows} />
      <div className="two-lists">
        <div>
          <h3>{income.countsHeading}</h3>
          <Checklist items={income.counts} />
        </div>
        <div>
          <h3>{income.doesNotCountHeading}</h3>
          <ul>
            {income.doesNotCount.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="note">{income.note}</p>
      <YearRulesNote year={income.rulesYear} />
    </Section>
  )
}
