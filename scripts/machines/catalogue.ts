import type { FormToast } from '../../machines/contactForm.machine'
import type { OptOutErrorCode } from '../../machines/optOutChecks'
import type { AuthorizeErrorCode } from '../../machines/authorizeChecks'
import type { EstimateRefusals } from '../../rules/savingsEstimate'
import type { AgentCallback } from '../../machines/savingsEstimator.machine'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { defaultLocale, pathIn } from '../../rules/locales'

/**
 * The path catalogue: one entry per machine of machines/, with where its paths come from (its path model, built
 * from the machine's graph) and how a tester reads them. `npm run machines` prints it; tests/machines checks that
 * it lists every machine and hands out the same paths the model tests replay.
 */

/** One path from the start to an end: each event, and the state after it. */
export type PrintablePath = { name: string; steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }> }

export type Listing = {
  paths: readonly PrintablePath[]
  /** An event in a tester's words; by default its type and payload. */
  describeEvent?(event: EventObject): string
  /** What the tester should notice after a step, beyond the state (new messages, a toast, a call). */
  describeState?(state: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined): string[]
}

/** A machine file of machines/, a title for it, and its paths (loaded on demand: walking a graph takes a moment). */
export type CatalogueEntry = { file: string; title: string; load: () => Promise<Listing> }

const formVariants = { home: "home 'Request a Callback'", sep: '/sep', content: 'content pages' } as const

export const catalogue: readonly CatalogueEntry[] = [
  {
    file: 'chat.machine.ts',
    title: 'Qualification chat (home page)',
    load: async () => {
      const [{ chatPaths }, { describeEvent, describeChange }] = await Promise.all([
        import('./chat.paths'),
        import('./chat.print'),
      ])
      return { paths: chatPaths(), describeEvent, describeState: describeChange }
    },
  },
  {
    file: 'chat.machine.ts',
    title: "Qualification chat: the callback request ('Have an agent call me', and call answers that cannot call now)",
    load: async () => {
      const [{ callbackPaths, cannotCallPaths }, { describeEvent, describeChange }] = await Promise.all([
        import('./chat.paths'),
        import('./chat.print'),
      ])
      return { paths: [...callbackPaths(), ...cannotCallPaths()], describeEvent, describeState: describeChange }
    },
  },
  ...(Object.keys(formVariants) as Array<keyof typeof formVariants>).map(
    (variant): CatalogueEntry => ({
      file: 'contactForm.machine.ts',
      title: `Contact form (${formVariants[variant]})`,
      load: async () => {
        const [{ formPaths, describe }, { toastCopy }] = await Promise.all([
          import('./contactForm.paths'),
          import('@copy/browser/formToasts'),
        ])
        return {
          paths: formPaths({ variant, page: variant === 'sep' ? '/sep' : '/' }),
          describeEvent: describe,
          // The machine's code, then the words the visitor reads for it on this variant.
          describeState: (state, previous) => {
            const toast: FormToast | null = state.context.toast
            if (!toast || toast === previous?.context.toast) return []
            const words = toastCopy(variant, toast)
            return [`toast: ${toast.code} ('${words.title}' / '${words.description}')`]
          },
        }
      },
    }),
  ),
  {
    file: 'optOut.machine.ts',
    title: 'Stop calls and texts (/opt-out)',
    load: async () => {
      const [{ optOutPaths, describe }, { optOutErrorText }] = await Promise.all([
        import('./optOut.paths'),
        import('@copy/browser/optOutMessages'),
      ])
      return {
        paths: optOutPaths({ page: pathIn(defaultLocale, '/opt-out'), language: defaultLocale }),
        describeEvent: describe,
        // Each message the machine puts under a field (a code), then the words the visitor reads there.
        describeState: (state) => {
          const errors: Partial<Record<'phone' | 'email', OptOutErrorCode>> = state.context.errors ?? {}
          return Object.entries(errors).flatMap(([field, code]) =>
            code && (field === 'phone' || field === 'email')
              ? [`under ${field}: ${code} ('${optOutErrorText(field, code)}')`]
              : [],
          )
        },
      }
    },
  },
  {
    file: 'authorize.machine.ts',
    title: 'CMS consent for an agent (/authorize, by link)',
    load: async () => {
      const [{ authorizePaths, describe }, { authorizeCopy }, { currentAuthorization, currentReview }] =
        await Promise.all([
          import('./authorize.paths'),
          import('@copy/browser/authorizeForm'),
          import('@copy/browser/authorization'),
        ])
      return {
        paths: authorizePaths({
          token: 'link-id.expiry.signature',
          page: pathIn(defaultLocale, '/authorize'),
          versions: { consent: currentAuthorization.version, review: currentReview.version },
        }),
        describeEvent: describe,
        // Each message the machine puts under a field (a code), then the words the visitor reads there.
        describeState: (state) => {
          const errors: Partial<Record<'signedName' | 'agreed', AuthorizeErrorCode>> = state.context.errors ?? {}
          return Object.entries(errors).flatMap(([field, code]) =>
            code && (field === 'signedName' || field === 'agreed')
              ? [`under ${field}: ${code} ('${authorizeCopy.errors[field][code]}')`]
              : [],
          )
        },
      }
    },
  },
  {
    file: 'savingsEstimator.machine.ts',
    title: 'Savings estimator (/savings-calculator)',
    load: async () => {
      const [{ estimatorPaths, describeEvent }, { estimateRefusalText }, { estimateForAgent }, { stateNames }] =
        await Promise.all([
          import('./savingsEstimator.paths'),
          import('@copy/browser/estimateRefusals'),
          import('../../src/components/savingsEstimator/estimateForAgent'),
          import('@copy/browser/stateNames'),
        ])
      return {
        paths: estimatorPaths({ coverageYear: 2027, state: 'FL' }),
        describeEvent,
        // Each refusal the machine gives a field (a code), then the words the visitor reads under it; and what the
        // callback form fills in and sends whenever that changes.
        describeState: (state, previous) => {
          const errors: EstimateRefusals = state.context.errors
          const callback: AgentCallback | null = state.context.callback
          const lines = Object.entries(errors).flatMap(([field, refusal]) =>
            refusal ? [`under ${field}: ${refusal.code} ('${estimateRefusalText(refusal)}')`] : [],
          )
          if (callback && callback.estimate !== previous?.context.callback?.estimate) {
            lines.push(
              `callback form: state ${stateNames[callback.estimate.state.code]}; sends '${estimateForAgent(callback.estimate)}'`,
            )
          }
          return lines
        },
      }
    },
  },
]
