import { compareChart as chart } from '@copy/pages/compare'
import { DataTable } from '../../components/sections/DataTable'
import { Section } from '../../components/sections/Section'

/** The Bronze, Silver and Gold chart, with Platinum and dental as notes since the figures give them no full row. */
export function MetalTierChart() {
  return (
    <Section heading={chart.heading} intro={chart.intro}>
      <DataTable caption={chart.caption} columns={chart.columns} rows={chart.rows} />
      <p>{chart.platinumNote}</p>
      <p className="note">{chart.dentalNote}</p>
    </Section>
  )
}
