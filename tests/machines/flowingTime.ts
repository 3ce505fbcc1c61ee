import { vi } from 'vitest'

/**
 * Fake timers whose clock also follows real time, a millisecond at a time: a replay moves the machine's named delays
 * on itself (`vi.advanceTimersByTimeAsync`), and everything else (React's scheduler, Testing Library's `waitFor`, which
 * ends each wait with a `setTimeout(0)`) runs as soon as it would in a browser. Vitest's default step is 20 ms, so
 * every such timeout waited up to 20 ms of real time: the form replays spent three quarters of their time idle
 * (contactForm.model.test.tsx: 46 s, 13 s at a millisecond).
 */
export function useFlowingFakeTimers(now?: number): void {
  vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1, ...(now === undefined ? {} : { now }) })
}
