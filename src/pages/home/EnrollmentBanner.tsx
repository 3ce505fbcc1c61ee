import { useEffect, useState } from 'react'
import { localDay } from '../../../rules/days'
import { buildDay } from '../../../rules/pageYear'
import { heroBanner } from '@copy/browser/enrollmentBanner'

/**
 * The hero's first line: during open enrollment, when it ends; otherwise what usually opens a Special Enrollment
 * Period. The HTML states it for the day the site was built; once the page runs, the visitor's own day decides, so a
 * page served after open enrollment ended never says it is on.
 */
export function EnrollmentBanner() {
  const [text, setText] = useState(() => heroBanner(buildDay))
  useEffect(() => setText(heroBanner(localDay(new Date()))), [])
  return <p className="home-hero__banner">{text}</p>
}
