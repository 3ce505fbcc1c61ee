import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { optOutErrorText, optOutNoticeText } from '@copy/browser/optOutMessages'
import { localeOfPath } from '../../../rules/locales'
import { optOutMachine } from '../../../machines/optOut.machine'
import type { OptOutField, OptOutFields } from '../../../machines/optOutChecks'
import { stopChoices, type StopChoice } from '../../../rules/optOutStops'
import { submitOptOut } from '../../lib/optOuts'

/** What the opt-out form on screen shows of its machine, in words (loaded with the machine, not with the page). */
export type OptOutView = {
  submitting: boolean
  confirmed: boolean
  /** What the last request sent asked to stop (the confirmation words it). */
  stopped: StopChoice
  errors: Partial<Record<OptOutField, string>>
  /** A message for the whole form: a refusal, or no answer. */
  notice: string | null
}

function viewOf(snapshot: SnapshotFrom<typeof optOutMachine>): OptOutView {
  const { errors, notice } = snapshot.context
  const words: OptOutView['errors'] = {}
  for (const field of ['phone', 'email'] as const) {
    const code = errors[field]
    if (code) words[field] = optOutErrorText(field, code)
  }
  return {
    submitting: snapshot.matches('submitting'),
    confirmed: snapshot.matches('confirmed'),
    stopped: snapshot.context.submitted.stop,
    errors: words,
    notice:
      notice === null
        ? null
        : notice.code === 'exception'
          ? optOutNoticeText(null, null)
          : optOutNoticeText(notice.reason, notice.detail),
  }
}

/** The opt-out form's running machine, and what the form on screen tells it (src/lib/useLazyActor.ts hosts it). */
export type LiveOptOut = {
  actor: ActorRefFrom<typeof optOutMachine>
  view: typeof viewOf
  edited: (target: EventTarget) => void
  submit: () => void
  restart: () => void
}

const isStop = (value: unknown): value is StopChoice => stopChoices.some((choice) => choice === value)

function readFields(form: HTMLFormElement | null): OptOutFields {
  const data = new FormData(form ?? undefined)
  const stop = data.get('stop')
  return {
    phone: String(data.get('phone') ?? ''),
    email: String(data.get('email') ?? ''),
    stop: isStop(stop) ? stop : 'all',
  }
}

/**
 * Loaded when the visitor first touches the form: starts the opt-out machine with the real effects. The inputs own
 * what the visitor typed, so a refused request keeps it; only a confirmed one leaves the form (and 'Send another
 * request' brings it back empty).
 */
export function startOptOut(page: string, form: () => HTMLFormElement | null): LiveOptOut {
  const machine = optOutMachine.provide({
    actors: { submitOptOut: fromPromise(({ input, signal }) => submitOptOut(input, signal)) },
    actions: {
      focusField: (_, field: OptOutField) => {
        const input = form()?.elements.namedItem(field)
        if (input instanceof HTMLInputElement) input.focus()
      },
    },
  })
  const actor = createActor(machine, { input: { page, language: localeOfPath(page) } }).start()
  return {
    actor,
    view: viewOf,
    edited: (target) => {
      if (!(target instanceof HTMLInputElement)) return
      if (target.name === 'phone' || target.name === 'email' || target.name === 'stop')
        actor.send({ type: 'field.edited', name: target.name })
    },
    submit: () => actor.send({ type: 'form.submit', fields: readFields(form()) }),
    restart: () => actor.send({ type: 'form.restart' }),
  }
}
