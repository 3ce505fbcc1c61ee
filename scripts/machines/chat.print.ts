import { chatOptionLabels, messageText, optionText } from '@copy/browser/chat'
import { chatFacts } from '../../content/copyReaders/chatFacts'
import { chatDelays } from '../../machines/chat.machine'
import { chatTimings } from '../../machines/chatScript'
import type { ChatSnapshot, PathEvent } from './chat.paths'

/** The chat's paths in a tester's words: what the visitor does at each step, and what then changes on screen. */

/** A visitor's action in words, for test names and `npm run machines`. */
export function describeEvent(event: PathEvent): string {
  switch (event.type) {
    case 'option.selected': {
      // The income buttons' words are the household's dollars, which the step before shows (describeChange).
      const words = chatOptionLabels[event.option]
      return typeof words === 'string' ? `taps '${words}'` : `taps the income button ${event.option}`
    }
    case 'text.submitted':
      return event.text.trim() === '' ? 'sends a blank entry' : `types '${event.text}' and sends it`
    case 'connect.requested':
      return "taps 'Connect Me to Licensed Agent'"
    case 'consent.submitted':
      return `${event.agreed ? 'ticks the consent box' : 'leaves the consent box unticked'}${event.texts ? ', ticks the text-message box' : ''} and taps 'Request my call'`
    case 'xstate.done.actor.submitCallback':
      return event.output.error
        ? `the backend refuses the request (${event.output.error.code ?? 'no code'})`
        : 'the backend stores the request'
    case 'xstate.error.actor.submitCallback':
      return 'the request fails (network error)'
    case 'xstate.init':
      return 'opens the chat'
    default:
      return event.type.includes('callTransfer')
        ? `waits ${chatTimings.callTransferMs} ms: the call transfer`
        : event.type.includes('submitTimeout')
          ? `waits ${chatDelays.submitTimeout / 1000} s: no answer, the request is given up`
          : 'waits for the next bot reply'
  }
}

/** What changed on screen at a step, for `npm run machines`: new messages (with their buttons) and the call. */
export function describeChange(state: ChatSnapshot, previous: ChatSnapshot | undefined): string[] {
  const added = state.context.messages.slice(previous?.context.messages.length ?? 0)
  const pause = previous?.hasTag('typing') ? previous.context.pending[0]?.pauseMs : undefined
  const facts = chatFacts(state.context)
  const lines = added.map((message) => {
    const who = message.isBot ? `bot${pause ? ` (after ${pause} ms)` : ''}` : 'visitor'
    const buttons =
      message.isBot && message.options
        ? `  [${message.options.map((option) => optionText(option, facts)).join(' | ')}]`
        : ''
    return `${who}: "${messageText(message, facts)}"${buttons}`
  })
  if (state.hasTag('textInput') && !previous?.hasTag('textInput')) lines.push('the text field appears')
  if (state.matches({ conversation: 'callOrLearnMore' }) && !state.hasTag('typing'))
    lines.push("'Connect Me to Licensed Agent' shows")
  if (state.matches({ conversation: 'dialed' })) lines.push(`dials ${state.context.phone.e164} (tel: link)`)
  if (state.matches({ conversation: { callback: 'consent' } }) && !state.hasTag('typing') && previous?.hasTag('typing'))
    lines.push('the consent form shows')
  if (state.context.consentMissing && !previous?.context.consentMissing)
    lines.push('the consent box says it is needed; nothing is sent')
  if (state.hasTag('sending') && !previous?.hasTag('sending')) lines.push("'Sending...': the request goes out")
  return lines
}
