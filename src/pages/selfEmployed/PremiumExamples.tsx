import { useId } from 'react'
import { selfEmployedPremiums as premiums } from '../../../content/pages/selfEmployed'
import { DataTable } from '../../components/sections/DataTable'

/** What a self-employed person may pay at each income level, then the limits by household size. */
export function PremiumExamples() {
  const headingId = useId()
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{premiums.heading}</h2>
        <p className="section__intro">{premiums.intro}</p>
        <DataTable caption={premiums.examples.caption} columns={premiums.examples.columns} rows={premiums.examples.rows} />
        <h3>{premiums.householdHeading}</h3>
        <p>{premiums.householdIntro}</p>
        <DataTable caption={premiums.household.caption} columns={premiums.household.columns} rows={premiums.household.rows} />
        <p className="note">{premiums.note}</p>
      </div>
    </section>
  )
}
