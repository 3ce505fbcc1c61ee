import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildDay } from '../../rules/pageYear'
import { heroBanner } from '../../content/en/browser/enrollmentBanner'
import { EnrollmentBanner } from '../../src/pages/home/EnrollmentBanner'

const openEnrollmentLine = 'Open Enrollment for 2027 coverage ends December 15, 2026.'
const specialEnrollmentLine =
  'Lost your health coverage, moved, married or had a baby in the last 60 days? You may be able to enroll now with a Special Enrollment Period.'

/** The home hero's first line: open enrollment while it is on, otherwise the events that open special enrollment. */
describe('the hero banner for a day', () => {
  it.each(['2026-11-01', '2026-11-23', '2026-12-15'])(
    'on %s says when open enrollment for 2027 coverage ends',
    (day) => {
      expect(heroBanner(day)).toBe(openEnrollmentLine)
    },
  )

  it.each(['2026-10-31', '2026-12-16', '2027-03-01'])(
    'on %s, outside open enrollment, names the events that open special enrollment',
    (day) => {
      expect(heroBanner(day)).toBe(specialEnrollmentLine)
    },
  )
})

describe('EnrollmentBanner', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  async function shownOn(now: string) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(now))
    const view = render(<EnrollmentBanner />)
    await act(async () => {})
    const text = view.container.querySelector('.home-hero__banner')?.textContent ?? null
    view.unmount()
    return text
  }

  it('leads with open enrollment on a day inside it, in the visitor’s time zone', async () => {
    expect(await shownOn('2026-11-23T12:00:00')).toBe(openEnrollmentLine)
  })

  it('names the special enrollment events on a day outside open enrollment, whatever day the site was built', async () => {
    expect(await shownOn('2027-02-01T12:00:00')).toBe(specialEnrollmentLine)
  })

  it('renders the build day’s line on the server, so hydration matches whatever the visitor’s day', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-02-01T12:00:00'))
    expect(renderToString(<EnrollmentBanner />)).toBe(
      `<p class="home-hero__banner">${heroBanner(buildDay).replaceAll("'", '&#x27;')}</p>`,
    )
  })
})
