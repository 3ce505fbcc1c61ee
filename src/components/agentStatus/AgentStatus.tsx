import { useEffect, useState } from 'react'

/**
 * Beside a page's call buttons: whether agents answer now, or when they are back (issue 20). Decided from the
 * visitor's own clock once the page runs, never in the prerendered HTML; its words and the schedule load after the
 * page has hydrated, so the first render does not wait for them. The slot keeps its height from the start, so the
 * line appears without moving what follows.
 */
export function AgentStatus() {
  const [status, setStatus] = useState<{ open: boolean; text: string } | null>(null)
  useEffect(() => {
    let current = true
    void import('./agentStatusText').then(({ agentStatusText }) => {
      if (current) setStatus(agentStatusText())
    })
    return () => {
      current = false
    }
  }, [])
  return (
    <p className="agent-status" data-open={status ? String(status.open) : undefined}>
      {status?.text}
    </p>
  )
}
