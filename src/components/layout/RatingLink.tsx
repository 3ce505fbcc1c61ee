import { rating, ratingFrom, readReviews, reviewCount } from '@copy/site'
import { reviewsSourceSlot } from '../../../content/models/slots'
import { config } from '../../lib/env'
import { ExternalLink } from '../conversion/ExternalLink'
import { withEnglishNames } from '../englishNames'

/**
 * The link to the agency's reviews, named with the source that collected them. With a review figure configured
 * (VITE_REVIEWS_RATING) it shows the score and count with the day they were read; without one, no figure.
 */
export function RatingLink({ className = 'rating-link' }: { className?: string }) {
  const source = config.trust.reviewsSource
  return (
    <ExternalLink href={config.reviewsUrl} className={className}>
      {rating && reviewCount ? (
        <>
          <span aria-hidden="true">★★★★★</span>{' '}
          <strong>
            {rating.score}/{rating.outOf}
          </strong>
          {withEnglishNames(` ${ratingFrom} ${reviewCount.replace(reviewsSourceSlot, source)}`)}
        </>
      ) : (
        withEnglishNames(readReviews.replace(reviewsSourceSlot, source))
      )}
    </ExternalLink>
  )
}
