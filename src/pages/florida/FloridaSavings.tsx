import { useId } from 'react'
import { floridaSavingsStats as savings } from '../../../content/pages/florida'

export function FloridaSavings() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{savings.heading}</h2>
        <ul className="stat-row">
          {savings.items.map((item) => (
            <li key={item.label}>
              <strong>{item.value}</strong> {item.label}
            </li>
          ))}
        </ul>
        <p className="section__intro">{savings.text}</p>
      </div>
    </section>
  )
}
