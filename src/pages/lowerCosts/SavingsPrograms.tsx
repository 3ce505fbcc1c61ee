import { costSharingReductions, premiumTaxCredits } from '@copy/pages/lowerCosts'
import { Checklist } from '../../components/sections/Section'
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
          <Checklist items={program.points} />
        </TableSection>
      ))}
    </>
  )
}
