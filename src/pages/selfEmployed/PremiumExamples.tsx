import { selfEmployedPremiums as premiums } from '@copy/pages/selfEmployed'
import { DataTable } from '../../components/sections/DataTable'
import { Section } from '../../components/sections/Section'
import { YearRulesNote } from '../../components/sections/YearRulesNote'

/** What a self-employed person may pay at each income level, then the limits by household size. */
export function PremiumExamples() {
  return (
    <Section heading={premiums.heading} intro={premiums.intro} tone="tinted">
      <DataTable
        caption={premiums.examples.caption}
        columns={premiums.examples.columns}
        rows={premiums.examples.rows}
      />
      <h3>{premiums.householdHeading}</h3>
      <p>{premiums.householdIntro}</p>
      <DataTable
        caption={premiums.household.caption}
        columns={premiums.household.columns}
        rows={premiums.household.rows}
      />
      <p className="note">{premiums.note}</p>
      <YearRulesNote year={premiums.rulesYear} />
    </Section>
  )
}
