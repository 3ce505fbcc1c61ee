import { Link } from '@tanstack/react-router'
import { homeConversion, homeHero } from '@copy/pages/home'
import { mainLine, siteCopy } from '@copy/site'
import { CallLink } from '../../components/conversion/CallLink'
import { TextLink } from '../../components/conversion/TextLink'
import { TextDisclosure } from '../../components/conversion/TextDisclosure'
import { RatingLink } from '../../components/layout/RatingLink'
import { config } from '../../lib/env'
import { HeroEstimatorStart } from './HeroEstimatorStart'
import { EnrollmentBanner } from './EnrollmentBanner'
import { AgentStatus } from '../../components/agentStatus/AgentStatus'

/**
 * The first screen: during open enrollment when it ends (else what opens special enrollment), the agency's savings with their period,
 * the number, every way to reach an agent at once, and the savings estimator's first questions (the right column on
 * wide screens, under the buttons on phones).
 */
export function HomeHero() {
  return (
    <section className="home-hero">
      <div className="container home-hero__inner">
        <div className="home-hero__main">
          <EnrollmentBanner />
          <h1>{homeHero.heading}</h1>
          <p className="home-hero__intro">{homeHero.intro}</p>
          <p className="home-hero__phone">
            {homeHero.phoneLead} <CallLink event={homeConversion} className="home-hero__number" />
          </p>
          <div className="home-hero__actions">
            <CallLink event={homeConversion} className="btn btn--call btn--large">
              {homeHero.quoteButton}
            </CallLink>
            {/* A button that promises a calculation calculates: it opens the estimator. */}
            <Link to="/savings-calculator" className="btn btn--primary btn--large">
              {homeHero.savingsButton}
            </Link>
            <TextLink body={homeHero.textBody} className="btn btn--outline btn--large">
              {homeHero.textButton}
            </TextLink>
          </div>
          <TextDisclosure className="text-disclosure--block" />
          <AgentStatus />
          <p className="home-hero__results">{homeHero.resultsVary}</p>
        </div>
        <div className="home-hero__start">
          <HeroEstimatorStart />
        </div>
        <div className="home-hero__more">
          <ul className="call-strip" aria-label={homeHero.callStripLabel}>
            {siteCopy.callStrip.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="home-hero__meta">
            <RatingLink className="rating-box" />
            <p className="home-hero__hours">{`${homeHero.hours} — ${homeHero.wait}. ${mainLine} ${config.phone.display}.`}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
