import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { optOutCopy } from '@copy/optOutForm'
import { optOutHelpCopy } from '@copy/optOutHelp'
import type { OptOutRow } from '../../machines/optOutChecks'
import { OptOutForm } from '../../src/components/optOut/OptOutForm'

// A build whose agency asks for the CMS consent (VITE_AGENT_AUTHORIZATION=on): its opt-out page offers to take it back.
vi.mock('../../rules/authorizePage', () => ({ authorizePageShown: true }))
const submitOptOut = vi.hoisted(() => vi.fn(async (_row: OptOutRow) => ({ error: null })))
vi.mock('../../src/lib/optOuts', () => ({ submitOptOut }))

afterEach(cleanup)

it('offers "Stop helping me" where the agency asks for the CMS consent, sends it as its own stop, and confirms it in its own words', async () => {
  const rootRoute = createRootRoute({ component: OptOutForm })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/opt-out'] }) })
  render(<RouterProvider router={router} />)
  const help = await screen.findByLabelText(optOutHelpCopy.choice)
  // The consent's wording tells the consumer to choose "Stop helping me": the label starts with those words.
  expect(optOutHelpCopy.choice).toMatch(/^(Stop helping me|Dejar de ayudarme):/)
  await act(async () => {
    fireEvent.change(document.querySelector('input[name="phone"]') as HTMLInputElement, {
      target: { value: '(305) 555-0142' },
    })
    fireEvent.click(help)
    fireEvent.click(screen.getByRole('button', { name: optOutCopy.form.submit }))
  })
  expect((await screen.findByRole('status')).textContent).toContain(optOutHelpCopy.confirmation)
  expect(screen.getByRole('status').textContent).not.toContain(optOutCopy.confirmation.text)
  expect(submitOptOut.mock.calls.map(([row]) => row)).toEqual([
    expect.objectContaining({ stop: 'help', phone: '(305) 555-0142' }),
  ])
})
