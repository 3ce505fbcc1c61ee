import { act, fireEvent, render } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { chatPanelCopy, messageText, optionText } from '@copy/browser/chat'
import { chatFacts, type ChatFacts } from '../../content/copyReaders/chatFacts'
import {
  chatMachine,
  type ChatCallback,
  type ChatEvent,
  type ChatInput,
  type ChatOption,
} from '../../machines/chat.machine'
import { answersOnOffer } from '../../machines/chat.view'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { ChatPanel } from '../../src/components/chat/ChatPanel'
import { chatInput, type ChatSnapshot } from '../../scripts/machines/chat.paths'

/**
 * Drives the chat as a visitor would and reads what they would see, through the machine alone or through the real
 * panel, for the model tests (chat.model.test.tsx, chatCallback.model.test.tsx). Both read the same Screen, so a
 * path replayed on each must show the same thing.
 */

/** What a visitor can see and do at a moment of the chat, in the words on screen. */
export type Screen = {
  texts: string[]
  typing: boolean
  options: string[]
  textField: 'zipCode' | 'householdCount' | 'name' | 'phone' | null
  connect: boolean
  /** The callback's consent form, its box's 'needed' message, and the 'Sending...' status. */
  consent: boolean
  consentMissing: boolean
  sending: boolean
  /** Under a finished chat while the line is closed: when agents are back. */
  agentsBack: string | null
}

/** A callback request the machine sent, and how the test answers it. */
export type Submission = {
  input: ChatCallback
  resolve: (result: SubmitResult) => void
  reject: (error: unknown) => void
}

export type Driver = {
  actor: ActorRefFrom<typeof chatMachine>
  dials: Array<{ number: string; at: number }>
  /** Every callback request sent, oldest first; the newest is answered by the path's next invoke event. */
  submissions: Submission[]
  send: (event: ChatEvent) => void
  screen: () => Screen
}

/** A button's words on screen, with the facts of the conversation (the income buttons name the household's dollars). */
export const label = (option: ChatOption, facts: ChatFacts = { phone: '', name: '' }) => optionText(option, facts)

function startActor(dials: Driver['dials'], submissions: Submission[], input: ChatInput) {
  const machine = chatMachine.provide({
    actions: { dial: (_, phone) => dials.push({ number: phone.e164, at: Date.now() }) },
    actors: {
      submitCallback: fromPromise<SubmitResult, ChatCallback>(
        ({ input: callback }) =>
          new Promise((resolve, reject) => submissions.push({ input: callback, resolve, reject })),
      ),
    },
  })
  return createActor(machine, { input })
}

/** The machine's snapshot read the way the panel reads it: through answersOnOffer, worded by content/en/browser/chat.ts. */
function machineScreen(snapshot: ChatSnapshot): Screen {
  const { options, textField, connect, consent } = answersOnOffer(snapshot)
  const facts = chatFacts(snapshot.context)
  return {
    texts: snapshot.context.messages.map((message) => messageText(message, facts)),
    typing: snapshot.hasTag('typing'),
    options: options.map((option) => label(option, facts)),
    textField,
    connect,
    consent,
    consentMissing: consent && snapshot.context.consentMissing,
    sending: snapshot.hasTag('sending'),
    agentsBack:
      snapshot.hasTag('ended') && !snapshot.hasTag('typing') && facts.agentsBack
        ? chatPanelCopy.agentsBack(facts.agentsBack)
        : null,
  }
}

export function machineDriver(input: ChatInput = chatInput): Driver {
  const dials: Driver['dials'] = []
  const submissions: Submission[] = []
  const actor = startActor(dials, submissions, input).start()
  return {
    actor,
    dials,
    submissions,
    send: (event) => actor.send(event),
    screen: () => machineScreen(actor.getSnapshot()),
  }
}

export function viewDriver(input: ChatInput = chatInput): Driver {
  const dials: Driver['dials'] = []
  const submissions: Submission[] = []
  const actor = startActor(dials, submissions, input)
  const { container } = render(<ChatPanel actor={actor} onClose={() => {}} />)
  act(() => {
    actor.start()
  })
  const all = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)]
  const one = <T extends HTMLElement>(selector: string, type: new () => T): T => {
    const found = container.querySelector(selector)
    if (!(found instanceof type)) throw new Error(`nothing on screen matches ${selector}`)
    return found
  }
  const speakers = [chatPanelCopy.botSpeaker, chatPanelCopy.visitorSpeaker]
  const fieldOf: Record<string, Screen['textField']> = {
    [chatPanelCopy.zipCodeField.label]: 'zipCode',
    [chatPanelCopy.householdField.label]: 'householdCount',
    [chatPanelCopy.nameField.label]: 'name',
    [chatPanelCopy.phoneField.label]: 'phone',
  }
  return {
    actor,
    dials,
    submissions,
    send(event) {
      switch (event.type) {
        case 'option.selected': {
          const words = label(event.option, chatFacts(actor.getSnapshot().context))
          const button = all('.chat-options button').find((element) => element.textContent === words)
          if (!button) throw new Error(`no button '${words}' on screen`)
          fireEvent.click(button)
          break
        }
        case 'text.submitted':
          fireEvent.change(one('.chat-input input', HTMLInputElement), { target: { value: event.text } })
          fireEvent.submit(one('form.chat-input', HTMLFormElement))
          break
        case 'connect.requested':
          fireEvent.click(one('.chat-connect', HTMLButtonElement))
          break
        case 'consent.submitted': {
          const [box, textsBox] = all('.chat-consent input[type="checkbox"]').filter(
            (element) => element instanceof HTMLInputElement,
          )
          if (box.checked !== event.agreed) fireEvent.click(box)
          if (textsBox.checked !== event.texts) fireEvent.click(textsBox)
          fireEvent.click(one('.chat-consent button[type="submit"]', HTMLButtonElement))
          break
        }
      }
    },
    screen() {
      const fieldLabel = container.querySelector('.chat-input__label')?.textContent ?? ''
      return {
        texts: all('[role="log"] .chat-msg').map((message) => {
          const speaker = message.querySelector('.visually-hidden')?.textContent?.trim()
          expect(speakers).toContain(speaker)
          return (message.textContent ?? '').slice(message.querySelector('.visually-hidden')?.textContent?.length ?? 0)
        }),
        typing: container.querySelector('[role="log"] [data-testid="chat-typing"]') !== null,
        options: all('.chat-options button').map((button) => button.textContent ?? ''),
        textField: fieldOf[fieldLabel] ?? null,
        connect: all('.chat-connect').length === 1,
        consent: all('.chat-consent').length === 1,
        consentMissing:
          container.querySelector('.chat-consent__error')?.textContent === chatPanelCopy.consentForm.missing,
        sending:
          container.querySelector('.chat-consent__sending[role="status"]')?.textContent ===
          chatPanelCopy.consentForm.sending,
        agentsBack: container.querySelector('.chat-panel__footer .chat-panel__hours')?.textContent ?? null,
      }
    },
  }
}

/** Lets fake time pass, inside act() so the panel renders what the machine did meanwhile. */
export function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

/** Lets a settled promise's callbacks run (a callback request's answer), inside act(). */
export async function flush() {
  await act(async () => {
    await Promise.resolve()
  })
}
