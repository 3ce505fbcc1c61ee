import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MotionGlobalConfig } from 'framer-motion'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { chatCallLabel, chatOptionLabels, sayText } from '@copy/browser/chat'
import { chatScript, chatTimings } from '../../machines/chatScript'
import { ChatWidget } from '../../src/components/chat/ChatWidget'
import { dialAgency } from '../../src/components/chat/dial'
import { config } from '../../src/lib/env'
import { useFlowingFakeTimers } from './flowingTime'

/**
 * The floating button and the dialog as the home page mounts them: the chat's code loading on demand, the
 * dialog's keyboard and focus rules, and the real dial action. The steps themselves are covered path by path in
 * chat.model.test.tsx.
 */

const greeting = sayText(chatScript.greeting[0].say, { phone: '', name: '' })
const launcher = () => screen.getByRole('button', { name: 'Check If You Qualify' })

// happy-dom has no animation engine to finish an exit: animations end at once here (the browser test runs them).
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  delete window.gtag
})

describe('the chat widget', () => {
  it('shows only the floating button until the visitor opens it', () => {
    render(<ChatWidget />)
    expect(launcher().getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens a named dialog at once and moves focus into it; the conversation starts in one log', async () => {
    render(<ChatWidget />)
    fireEvent.click(launcher())
    const dialog = screen.getByRole('dialog', { name: 'Check If You Qualify' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
    await screen.findByText(greeting, {}, { timeout: 3000 })
    expect(screen.getAllByRole('log')).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Check If You Qualify' }).contains(document.activeElement)).toBe(true)
    const answers = await screen.findByRole(
      'group',
      { name: sayText(chatScript.greeting[1].say, { phone: '', name: '' }) },
      { timeout: 3000 },
    )
    expect(
      within(answers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(chatScript.greeting[1].options.map((option) => chatOptionLabels[option]))
  })

  it('closes on Escape and on the close button, focus back on the floating button, and keeps the conversation', async () => {
    render(<ChatWidget />)
    fireEvent.click(launcher())
    await screen.findByText(greeting, {}, { timeout: 3000 })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(launcher())

    fireEvent.click(launcher())
    expect(await screen.findByText(greeting)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(launcher())
  })

  it('starts loading the chat when the visitor points at the button', async () => {
    render(<ChatWidget />)
    fireEvent.pointerEnter(launcher())
    // Once loaded, opening shows the real panel straight away: no shell, the log is there at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    fireEvent.click(launcher())
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeTruthy()
  })
})

describe('dialing from the chat', () => {
  it('follows a tel: link to the agency number and records the phone_call event', () => {
    const followed: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href)
    })
    const gtag = vi.fn()
    window.gtag = gtag
    dialAgency(config.phone)
    expect(followed).toEqual([`tel:${config.phone.e164}`])
    expect(gtag).toHaveBeenCalledWith('event', 'phone_call', { event_label: chatCallLabel })
    expect(document.querySelector('a[href^="tel:"][hidden]')).toBeNull()
  })

  it("is the action the site's chat machine runs: 'Connect Me to Licensed Agent' dials the configured number", async () => {
    const followed: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href)
    })
    // A phone (touch) during the agents' hours, a Wednesday at 10 AM Eastern: the chat dials.
    vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(5)
    useFlowingFakeTimers(Date.parse('2026-11-25T15:00:00Z'))
    try {
      render(<ChatWidget />)
      fireEvent.click(launcher())
      const answer = async (option: string) => {
        const button = await screen.findByRole('button', { name: option }, { timeout: 3000 })
        fireEvent.click(button)
        await act(async () => {
          await vi.advanceTimersByTimeAsync(chatTimings.maxPauseMs)
        })
      }
      const type = async (text: string) => {
        const input = await screen.findByRole('textbox', {}, { timeout: 3000 })
        fireEvent.change(input, { target: { value: text } })
        await act(async () => {
          await vi.advanceTimersByTimeAsync(chatTimings.maxPauseMs)
        })
        fireEvent.submit(input.closest('form') ?? input)
        await act(async () => {
          await vi.advanceTimersByTimeAsync(chatTimings.maxPauseMs)
        })
      }
      await act(async () => {
        await vi.advanceTimersByTimeAsync(chatTimings.maxPauseMs)
      })
      await answer('I was denied Medicaid')
      await answer('65+')
      await type('33101')
      await type('Maria')
      await answer('Connect Me to Licensed Agent')
      expect(followed).toEqual([`tel:${config.phone.e164}`])
      // The finished chat keeps a real call link, in case the browser did not open the dialer.
      expect(screen.getByRole('link', { name: `Call ${config.phone.display}` }).getAttribute('href')).toBe(
        `tel:${config.phone.e164}`,
      )
    } finally {
      vi.useRealTimers()
    }
  })
})
