import { useId, useState, type FormEvent } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { chatOptionLabels, chatPanelCopy } from '../../../content/chat'
import { answersOnOffer, type chatMachine } from '../../../machines/chat.machine'

type Props = {
  actor: ActorRefFrom<typeof chatMachine>
  snapshot: SnapshotFrom<typeof chatMachine>
  /** The element id of the newest message: the question the buttons answer, which names their group. */
  questionId: string
}

/**
 * How the visitor answers at the current step: the buttons of the question on screen (once the bot has finished
 * typing), the text field at steps 4 and 5, and 'Connect Me to Licensed Agent' at step 6.
 */
export function ChatAnswerArea({ actor, snapshot, questionId }: Props) {
  const [text, setText] = useState('')
  const inputId = useId()
  const { options, textField, connect } = answersOnOffer(snapshot)
  const field = textField === 'zipCode' ? chatPanelCopy.zipCodeField : textField === 'name' ? chatPanelCopy.nameField : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const answer = { type: 'text.submitted', text } as const
    // Blank input, or input sent while the bot is still typing, does not count: the field keeps it.
    if (!snapshot.can(answer)) return
    actor.send(answer)
    setText('')
  }

  if (options.length === 0 && !field && !connect) return null
  return (
    <div className="chat-panel__answers">
      {options.length > 0 && (
        <div className="chat-options" role="group" aria-labelledby={questionId}>
          {options.map((option) => (
            <button key={option} type="button" className="chat-option" onClick={() => actor.send({ type: 'option.selected', option })}>
              {chatOptionLabels[option]}
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
      {connect && (
        <button type="button" className="btn btn--call btn--block chat-connect" onClick={() => actor.send({ type: 'connect.requested' })}>
          {chatPanelCopy.connect}
        </button>
      )}
    </div>
  )
}
