import { Link } from '@tanstack/react-router'
import { floridaCities as cities } from '@copy/pages/florida'
import { Section } from '../../components/sections/Section'

/** Cities grouped South, Central and North, under the claim of serving every county. */
export function FloridaCities() {
  return (
    <Section heading={cities.heading} intro={cities.intro}>
      {cities.regions.map((region) => (
        <div key={region.name} className="city-region">
          <h3>{region.name}</h3>
          <ul className="city-grid">
            {region.cities.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className="city-region">
        {cities.phoneEnrollment.lead} <Link to={cities.phoneEnrollment.to}>{cities.phoneEnrollment.link}</Link>
      </p>
    </Section>
  )
}
