import { floridaNetworks as networks } from '@copy/pages/florida'
import { Checklist, Section } from '../../components/sections/Section'

/**
 * Florida's networks: which insurers sell where, then what to check before picking a network. No insurer is named:
 * which ones sell in a county changes every year, and the ones the agency works with are configuration, listed in
 * every page's footer (VITE_CARRIERS).
 */
export function FloridaNetworks() {
  return (
    <Section heading={networks.heading} intro={networks.intro}>
      <p className="note">{networks.note}</p>
      <h3>{networks.checkHeading}</h3>
      <Checklist items={networks.checks} />
    </Section>
  )
}
