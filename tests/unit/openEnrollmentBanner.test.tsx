import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openEnrollmentBanner } from '../../content/pages/home'
import { OpenEnrollmentBanner } from '../../src/pages/home/OpenEnrollmentBanner'

/** The home hero's open-enrollment line: from the visitor's day, during open enrollment only, never prerendered. */
describe('the open-enrollment line for a day', () => {
  it.each(['2026-11-01', '2026-11-23', '2026-12-15'])('on %s says when open enrollment for 2027 coverage ends', (day) => {
    expect(openEnrollmentBanner(day)).toBe('Open Enrollment for 2027 coverage ends December 15, 2026.')
  })

  it.each(['2026-10-31', '2026-12-16', '2027-03-01'])('on %s, outside open enrollment, says nothing', (day) => {
    expect(openEnrollmentBanner(day)).toBeNull()
  })
})

describe('OpenEnrollmentBanner', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  async function shownOn(now: string) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(now))
    const view = render(<OpenEnrollmentBanner />)
    await act(async () => {})
    const text = view.container.querySelector('.home-hero__deadline-text')?.textContent ?? null
    const slots = view.container.querySelectorAll('.home-hero__deadline').length
    view.unmount()
    return { text, slots }
  }

  it('shows when open enrollment ends on a day inside it, in the visitor’s time zone', async () => {
    expect(await shownOn('2026-11-23T12:00:00')).toEqual({ text: 'Open Enrollment for 2027 coverage ends December 15, 2026.', slots: 1 })
  })

  it('keeps its empty slot and shows nothing on a day outside open enrollment', async () => {
    expect(await shownOn('2027-02-01T12:00:00')).toEqual({ text: null, slots: 1 })
  })

  it('renders only the empty slot on the server, whatever the day', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T12:00:00'))
    expect(renderToString(<OpenEnrollmentBanner />)).toBe('<div class="home-hero__deadline"></div>')
  })
})
