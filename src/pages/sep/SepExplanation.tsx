import { sepExplanation, sepIncome } from '../../../content/pages/sep'
import { DataTable } from '../../components/sections/DataTable'
import { Section } from '../../components/sections/Section'
import { YearRulesNote } from '../../components/sections/YearRulesNote'

/** What a Special Enrollment Period is and how long it lasts. */
export function SepExplanation() {
  return (
    <Section heading={sepExplanation.heading} width="narrow">
      {sepExplanation.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="callout">{sepExplanation.deadlineNote}</p>
    </Section>
  )
}

/** The low-cost section: monthly income under which a household pays the least, by household size. */
export function SepIncome() {
  return (
    <Section heading={sepIncome.heading} intro={sepIncome.intro} tone="tinted" width="narrow">
      <DataTable caption={sepIncome.caption} columns={sepIncome.columns} rows={sepIncome.rows} />
      <p className="note">{sepIncome.note}</p>
      <YearRulesNote year={sepIncome.rulesYear} />
    </Section>
  )
}
