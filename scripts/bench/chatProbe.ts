/** What the probe leaves on `window.__chatBench`: performance.now() marks, null until they happen. */
export type ChatMarks = {
  clickAt: number | null
  insertedAt: number | null
  visibleAt: number | null
  opaqueAt: number | null
}

/**
 * Runs in the page before its own scripts. A capture listener marks the click on the chat button; from then a
 * MutationObserver marks when the first bot message enters the chat log, and a frame loop marks the first frame
 * it is visible (its opacity times its ancestors' above 0) and the frame its fade-in ends (opacity 1).
 * Plain JavaScript in a string: functions handed to the browser must not carry the Node loader's helpers.
 */
export const chatProbe = `(() => {
  const marks = { clickAt: null, insertedAt: null, visibleAt: null, opaqueAt: null }
  window.__chatBench = marks
  const firstBotMessage = () => document.querySelector('[role="log"] .chat-msg--bot')
  const opacity = (element) => {
    let value = 1
    for (let node = element; node instanceof Element; node = node.parentElement) value *= Number(getComputedStyle(node).opacity)
    return value
  }
  const watch = () => {
    new MutationObserver((_, observer) => {
      if (!firstBotMessage()) return
      marks.insertedAt = performance.now()
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
    const frame = () => {
      const message = firstBotMessage()
      const seen = message ? opacity(message) : 0
      if (seen > 0 && marks.visibleAt === null) marks.visibleAt = performance.now()
      if (seen >= 1) marks.opaqueAt = performance.now()
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }
  addEventListener('click', (event) => {
    if (marks.clickAt !== null || !(event.target instanceof Element) || !event.target.closest('.chat-launcher')) return
    marks.clickAt = performance.now()
    watch()
  }, { capture: true })
})()`
