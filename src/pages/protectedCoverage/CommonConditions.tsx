import { useId } from 'react'
import { commonConditions, commonConditionsHeading } from '../../../content/pages/protectedCoverage'

/** The common pre-existing conditions, as a plain list a visitor can scan for their own. */
export function CommonConditions() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{commonConditionsHeading}</h2>
        <p className="section__intro">{commonConditions.intro}</p>
        <ul className="condition-list">
          {commonConditions.items.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
        <p className="note">{commonConditions.note}</p>
      </div>
    </section>
  )
}
