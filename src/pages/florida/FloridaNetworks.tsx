import { floridaNetworks as networks } from '../../../content/pages/florida'
import { Checklist, Section } from '../../components/sections/Section'

/** The carriers sold in Florida, then what to check before picking a network. */
export function FloridaNetworks() {
  return (
    <Section heading={networks.heading} intro={networks.intro}>
      <ul className="carrier-list">
        {networks.carriers.map((carrier) => (
          <li key={carrier}>{carrier}</li>
        ))}
      </ul>
      <p className="note">{networks.note}</p>
      <h3>{networks.checkHeading}</h3>
      <Checklist items={networks.checks} />
    </Section>
  )
}
