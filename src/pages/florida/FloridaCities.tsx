import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { floridaCities as cities } from '../../../content/pages/florida'

/** Cities grouped South, Central and North, under the claim of serving every county. */
export function FloridaCities() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{cities.heading}</h2>
        <p className="section__intro">{cities.intro}</p>
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
      </div>
    </section>
  )
}
