import { useEffect, useState } from 'react'
import { localDay } from '../../../content/acaRules/days'
import { openEnrollmentBanner } from '../../../content/pages/home'

/**
 * During open enrollment, when it ends: decided from the visitor's own day once the page runs, so the prerendered
 * HTML (built on another day) never states it. The slot is in the HTML from the start with its height reserved
 * (homeHero.css), so the line appears without moving the headline.
 */
export function OpenEnrollmentBanner() {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => setText(openEnrollmentBanner(localDay(new Date()))), [])
  return <div className="home-hero__deadline">{text ? <p className="home-hero__deadline-text">{text}</p> : null}</div>
}
