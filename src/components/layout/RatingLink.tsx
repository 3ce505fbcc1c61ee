import { rating, ratingFrom, verifiedReviews } from '@copy/site'
import { reviewsSourceSlot } from '../../../content/models/slots'
import { config } from '../../lib/env'
import { ExternalLink } from '../conversion/ExternalLink'
import { withEnglishNames } from '../englishNames'

/** The 4.9/5 rating with the source that collected the reviews, linked to the agency's review page there. */
export function RatingLink({ className = 'rating-link' }: { className?: string }) {
  return (
    <ExternalLink href={config.reviewsUrl} className={className}>
      <span aria-hidden="true">★★★★★</span>{' '}
      <strong>
        {rating.score}/{rating.outOf}
      </strong>
      {withEnglishNames(` ${ratingFrom} ${verifiedReviews.replace(reviewsSourceSlot, config.trust.reviewsSource)}`)}
    </ExternalLink>
  )
}
