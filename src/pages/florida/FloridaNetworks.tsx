import { useId } from 'react'
import { floridaNetworks as networks } from '../../../content/pages/florida'

/** The carriers sold in Florida, then what to check before picking a network. */
export function FloridaNetworks() {
  const headingId = useId()
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{networks.heading}</h2>
        <p className="section__intro">{networks.intro}</p>
        <ul className="carrier-list">
          {networks.carriers.map((carrier) => (
            <li key={carrier}>{carrier}</li>
          ))}
        </ul>
        <p className="note">{networks.note}</p>
        <h3>{networks.checkHeading}</h3>
        <ul className="checklist">
          {networks.checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
