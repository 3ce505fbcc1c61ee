import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { authorizeCopy } from '@copy/browser/authorizeForm'
import { currentAuthorization, currentReview } from '@copy/browser/authorization'
import { authorizeMachine } from '../../../machines/authorize.machine'
import type { AuthorizeField, AuthorizeFields } from '../../../machines/authorizeChecks'
import { checkLink, submitAuthorization } from '../../lib/authorizations'

/** What the consent form on screen shows of its machine, in words (loaded with the machine, not with the page). */
export type AuthorizeView = {
  step: 'checking' | 'unchecked' | 'form' | 'submitting' | 'confirmed' | 'refused' | 'expired'
  link: SnapshotFrom<typeof authorizeMachine>['context']['link']
  errors: Partial<Record<AuthorizeField, string>>
  notice: string | null
  /** The consent's and the review's exact words with the names filled in: what the database stores and hashes. */
  consentText: string
  reviewText: string
  submitted: AuthorizeFields
  /** When the consent was recorded, as the page saw it (the agency's record has the database's time). */
  confirmedAt: Date | null
}

const steps = ['checkingLink', 'unchecked', 'submitting', 'confirmed', 'refused', 'expired'] as const

function viewOf(snapshot: SnapshotFrom<typeof authorizeMachine>, confirmedAt: Date | null): AuthorizeView {
  const { errors, notice, link, submitted } = snapshot.context
  const words: AuthorizeView['errors'] = {}
  for (const field of ['signedName', 'agreed'] as const) {
    const code = errors[field]
    if (code) words[field] = authorizeCopy.errors[field][code]
  }
  const names = {
    consumerName: link?.consumerName ?? '',
    agentName: link?.agentName ?? '',
    agencyLegalName: link?.agencyName ?? '',
  }
  const step = steps.find((state) => snapshot.matches(state))
  return {
    step: step === 'checkingLink' ? 'checking' : (step ?? 'form'),
    link,
    errors: words,
    notice:
      notice === null
        ? null
        : notice.code === 'nameMismatch'
          ? authorizeCopy.notices.nameMismatch(submitted.signedName.trim(), link?.consumerName ?? '')
          : notice.code === 'exception'
            ? authorizeCopy.notices.exception
            : authorizeCopy.notices.backendError,
    consentText: currentAuthorization.text(names),
    reviewText: currentReview.text(names),
    submitted,
    confirmedAt: snapshot.matches('confirmed') ? confirmedAt : null,
  }
}

/** The consent form's running machine, and what the page tells it (src/lib/useLazyActor.ts hosts it). */
export type LiveAuthorize = {
  actor: ActorRefFrom<typeof authorizeMachine>
  view: (snapshot: SnapshotFrom<typeof authorizeMachine>) => AuthorizeView
  edited: (target: EventTarget) => void
  submit: () => void
  print: () => void
  retry: () => void
}

function readFields(form: HTMLFormElement | null): AuthorizeFields {
  const data = new FormData(form ?? undefined)
  return {
    signedName: String(data.get('signedName') ?? ''),
    agreed: data.get('agreed') === 'yes',
    reviewConfirmed: data.get('reviewConfirmed') === 'yes',
  }
}

/**
 * Loaded once the page runs (the link must be checked before anything else shows): starts the consent machine with
 * the real effects and the link's token from the address after '#', which never reaches a server.
 */
export function startAuthorize(page: string, token: string, form: () => HTMLFormElement | null): LiveAuthorize {
  let confirmedAt: Date | null = null
  const machine = authorizeMachine.provide({
    actors: {
      checkLink: fromPromise(({ input, signal }) => checkLink(input, signal)),
      submitAuthorization: fromPromise(async ({ input, signal }) => {
        const result = await submitAuthorization(input, signal)
        if (result.error === null) confirmedAt = new Date()
        return result
      }),
    },
    actions: {
      focusField: (_, field: AuthorizeField) => {
        const input = form()?.elements.namedItem(field)
        if (input instanceof HTMLInputElement) input.focus()
      },
      printCopy: () => window.print(),
    },
  })
  const actor = createActor(machine, {
    input: { token, page, versions: { consent: currentAuthorization.version, review: currentReview.version } },
  }).start()
  return {
    actor,
    view: (snapshot) => viewOf(snapshot, confirmedAt),
    edited: (target) => {
      if (!(target instanceof HTMLInputElement)) return
      if (target.name === 'signedName' || target.name === 'agreed' || target.name === 'reviewConfirmed')
        actor.send({ type: 'field.edited', name: target.name })
    },
    submit: () => actor.send({ type: 'form.submit', fields: readFields(form()) }),
    print: () => actor.send({ type: 'copy.print' }),
    retry: () => actor.send({ type: 'link.retry' }),
  }
}
