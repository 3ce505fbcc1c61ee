import { useId } from 'react'
import { sepExplanation, sepIncome } from '../../../content/pages/sep'
import { DataTable } from '../../components/sections/DataTable'

/** What a Special Enrollment Period is and how long it lasts. */
export function SepExplanation() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container container--narrow">
        <h2 id={headingId}>{sepExplanation.heading}</h2>
        {sepExplanation.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="callout">{sepExplanation.deadlineNote}</p>
      </div>
    </section>
  )
}

/** The low-cost section: monthly income under which a household pays the least, by household size. */
export function SepIncome() {
  const headingId = useId()
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container container--narrow">
        <h2 id={headingId}>{sepIncome.heading}</h2>
        <p>{sepIncome.intro}</p>
        <DataTable caption={sepIncome.caption} columns={sepIncome.columns} rows={sepIncome.rows} />
        <p className="note">{sepIncome.note}</p>
      </div>
    </section>
  )
}
