import { useId } from 'react'
import { compareChart as chart } from '../../../content/pages/compare'
import { DataTable } from '../../components/sections/DataTable'

/** The Bronze, Silver and Gold chart, with Platinum and dental as notes since the figures give them no full row. */
export function MetalTierChart() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{chart.heading}</h2>
        <p className="section__intro">{chart.intro}</p>
        <DataTable caption={chart.caption} columns={chart.columns} rows={chart.rows} />
        <p>{chart.platinumNote}</p>
        <p className="note">{chart.dentalNote}</p>
      </div>
    </section>
  )
}
