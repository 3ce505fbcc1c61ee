import { useEffect, useRef, useState } from 'react'

/**
 * Beside a page's call buttons: whether agents answer now, or when they are back, so a visitor never dials a closed line unwarned. Decided from the
 * visitor's own clock once the page runs, never in the prerendered HTML. Its words and the schedule load after the
 * page has hydrated, once the line nears the screen: at once in the home page's hero, and on a content page only when
 * the visitor scrolls toward its closing call section. The slot keeps its height from the start, so the line appears
 * without moving what follows.
 */
export function AgentStatus() {
  const slot = useRef<HTMLParagraphElement>(null)
  const [status, setStatus] = useState<{ open: boolean; text: string } | null>(null)
  useEffect(() => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return
        observer.disconnect()
        void import('./agentStatusText').then(({ agentStatusText }) => setStatus(agentStatusText()))
      },
      { rootMargin: '400px 0px' },
    )
    if (slot.current) observer.observe(slot.current)
    return () => observer.disconnect()
  }, [])
  return (
    <p ref={slot} className="agent-status" data-open={status ? String(status.open) : undefined}>
      {status?.text}
    </p>
  )
}
