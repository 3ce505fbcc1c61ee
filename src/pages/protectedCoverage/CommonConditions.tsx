import { commonConditions, commonConditionsHeading } from '@copy/pages/protectedCoverage'
import { Section } from '../../components/sections/Section'

/** The common pre-existing conditions, as a plain list a visitor can scan for their own. */
export function CommonConditions() {
  return (
    <Section heading={commonConditionsHeading} intro={commonConditions.intro}>
      <ul className="condition-list">
        {commonConditions.items.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      <p className="note">{commonConditions.note}</p>
    </Section>
  )
}
