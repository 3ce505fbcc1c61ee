import { Checklist } from './Section'

type Props = {
  heading: string
  intro: string
  /** The short benefit box under the intro. */
  points: readonly string[]
}

/** The top of a phone-only landing page: its one <h1>, the intro and a box of short benefits. */
export function LandingHero({ heading, intro, points }: Props) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{heading}</h1>
        <p className="page-hero__intro">{intro}</p>
        <Checklist items={points} className="landing-benefits" />
      </div>
    </section>
  )
}
