import { useId } from 'react'
import { seniorsIncome as income } from '../../../content/pages/seniors'
import { DataTable } from '../../components/sections/DataTable'

/** The income guide, then what counts as income: the question early retirees ask first. */
export function SeniorsIncomeLimits() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{income.heading}</h2>
        <p className="section__intro">{income.intro}</p>
        <DataTable caption={income.caption} columns={income.columns} rows={income.rows} />
        <div className="two-lists">
          <div>
            <h3>{income.countsHeading}</h3>
            <ul className="checklist">
              {income.counts.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
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
      </div>
    </section>
  )
}
