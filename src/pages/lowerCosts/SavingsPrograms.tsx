import { costSharingReductions, premiumTaxCredits } from '../../../content/pages/lowerCosts'
import { TableSection } from '../../components/sections/TableSection'

/** The two federal savings programs, each with who qualifies and its income table by household size. */
export function SavingsPrograms() {
  return (
    <>
      {[premiumTaxCredits, costSharingReductions].map((program, index) => (
        <TableSection
          key={program.heading}
          heading={program.heading}
          paragraphs={program.paragraphs}
          table={program.table}
          note={program.note}
          tone={index === 0 ? 'tinted' : 'plain'}
        >
          <ul className="checklist">
            {program.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </TableSection>
      ))}
    </>
  )
}
