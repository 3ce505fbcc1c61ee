import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { agency } from '../../content/en/agency'

/** The home page's social proof shows real testimonials only: none configured, the figures alone. */
describe('SocialProof', () => {
  afterEach(() => {
    vi.resetModules()
    vi.doUnmock('@copy/testimonials')
  })

  it('with no testimonials configured shows the verifiable figures and no quote', async () => {
    const { SocialProof } = await import('../../src/pages/home/SocialProof')
    const { container } = render(<SocialProof />)
    expect(screen.getByText(`families helped, as of ${agency.resultsPeriod}`)).toBeTruthy()
    expect(container.querySelector('blockquote')).toBeNull()
    expect(container.textContent).not.toMatch(/Individual results vary/)
  })

  it('says the period of the savings figures, and that results vary, beside them', async () => {
    const { SocialProof } = await import('../../src/pages/home/SocialProof')
    const { container } = render(<SocialProof />)
    const labels = [...container.querySelectorAll('.stat-row li')].map((item) => item.textContent)
    expect(labels).toContain(`$${agency.averageMonthlySavings} average monthly savings in ${agency.resultsPeriod}`)
    // The total saved is not printed beside the average: the two have different bases and would read as one sum.
    expect(container.textContent).not.toContain(agency.totalSaved)
    expect(container.querySelector('.stat-row + .note')?.textContent).toBe(agency.resultsVary)
  })

  it('shows each configured testimonial with its name, place and a results-may-vary line', async () => {
    vi.doMock('@copy/testimonials', async (original) => ({
      ...(await original<typeof import('../../content/en/testimonials')>()),
      testimonials: [{ quote: 'They found me a plan I can afford.', name: 'Ana P.', place: 'Tampa, FL' }],
    }))
    const { SocialProof } = await import('../../src/pages/home/SocialProof')
    const { container } = render(<SocialProof />)
    expect(container.querySelector('blockquote')?.textContent).toContain('They found me a plan I can afford.')
    expect(container.textContent).toContain('Ana P., Tampa, FL')
    expect(container.textContent).toMatch(/Individual results vary/)
  })
})
