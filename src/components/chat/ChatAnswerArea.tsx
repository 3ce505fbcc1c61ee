import { useId, useState, type FormEvent } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { chatPanelCopy, optionText } from '@copy/browser/chat'
import { chatFacts } from '../../../content/copyReaders/chatFacts'
import { chatConsent as consentWording } from '@copy/browser/chatConsent'
import { formCopy, smsConsent } from '@copy/browser/forms'
import { pathPrefix } from '@copy/language'
import type { chatMachine } from '../../../machines/chat.machine'
import { answersOnOffer } from '../../../machines/chat.view'
import { config } from '../../lib/env'
import { withEnglishNames } from '../englishNames'

type Props = {
  actor: ActorRefFrom<typeof chatMachine>
  snapshot: SnapshotFrom<typeof chatMachine>
  /** The element id of the newest message: the question the buttons answer, which names their group. */
  questionId: string
}

const fields = {
  zipCode: chatPanelCopy.zipCodeField,
  householdCount: chatPanelCopy.householdField,
  name: chatPanelCopy.nameField,
  phone: chatPanelCopy.phoneField,
} as const

/**
 * How the visitor answers at the current step: the buttons of the question on screen (once the bot has finished
 * typing), the text field at steps 4 and 5 and for a callback's number, 'Connect Me to Licensed Agent' at step 6,
 * and a callback's consent form.
 */
export function ChatAnswerArea({ actor, snapshot, questionId }: Props) {
  const [text, setText] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [texts, setTexts] = useState(false)
  const inputId = useId()
  const consentId = useId()
  const { options, textField, connect, consent } = answersOnOffer(snapshot)
  const facts = chatFacts(snapshot.context)
  const field = textField ? fields[textField] : null
  const sending = snapshot.hasTag('sending')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const answer = { type: 'text.submitted', text } as const
    // Blank input, or input sent while the bot is still typing, does not count: the field keeps it.
    if (!snapshot.can(answer)) return
    actor.send(answer)
    setText('')
  }

  if (options.length === 0 && !field && !connect && !consent && !sending) return null
  return (
    <div className="chat-panel__answers">
      {options.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons named by the question; a fieldset would want a legend
        <div className="chat-options" role="group" aria-labelledby={questionId}>
          {options.map((option) => (
            <button
              key={option}
              type="button"
              className="chat-option"
              onClick={() => actor.send({ type: 'option.selected', option })}
            >
              {optionText(option, facts)}
            </button>
          ))}
        </div>
      )}
      {field && (
        // noValidate: a ZIP code that does not match the pattern still goes to the bot, which asks again kindly.
        <form className="chat-input" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="chat-input__label">
            {field.label}
          </label>
          <div className="chat-input__row">
            <input
              id={inputId}
              className="chat-input__field"
              type="text"
              value={text}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              pattern={field.pattern}
              enterKeyHint="send"
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="btn btn--primary chat-input__send">
              {chatPanelCopy.send}
            </button>
          </div>
        </form>
      )}
      {consent && (
        <form
          className="chat-consent"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'consent.submitted', agreed, texts })
          }}
        >
          <div className="chat-consent__box">
            <input
              id={consentId}
              type="checkbox"
              checked={agreed}
              aria-required="true"
              aria-invalid={snapshot.context.consentMissing || undefined}
              aria-describedby={snapshot.context.consentMissing ? `${consentId}-error` : undefined}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <label htmlFor={consentId}>{withEnglishNames(consentWording.text(config.agencyLegalName))}</label>
          </div>
          {snapshot.context.consentMissing && (
            <p id={`${consentId}-error`} className="chat-consent__error" role="alert">
              {chatPanelCopy.consentForm.missing}
            </p>
          )}
          {/* Texts have their own optional box, as on every form; the policy and terms beside it. */}
          <div className="chat-consent__box chat-consent__box--texts">
            <input
              id={`${consentId}-texts`}
              type="checkbox"
              checked={texts}
              onChange={(event) => setTexts(event.target.checked)}
            />
            <label htmlFor={`${consentId}-texts`}>{withEnglishNames(smsConsent.text(config.agencyLegalName))}</label>
          </div>
          <p className="chat-consent__links">
            <a href={`${pathPrefix}/privacy-policy`}>{formCopy.legal.privacy}</a> ·{' '}
            <a href={`${pathPrefix}/terms-of-service`}>{formCopy.legal.terms}</a>
          </p>
          <button type="submit" className="btn btn--primary btn--block">
            {chatPanelCopy.consentForm.submit}
          </button>
        </form>
      )}
      {sending && (
        <p className="chat-consent__sending" role="status">
          {chatPanelCopy.consentForm.sending}
        </p>
      )}
      {connect && (
        <button
          type="button"
          className="btn btn--call btn--block chat-connect"
          onClick={() => actor.send({ type: 'connect.requested' })}
        >
          {chatPanelCopy.connect}
        </button>
      )}
    </div>
  )
}
