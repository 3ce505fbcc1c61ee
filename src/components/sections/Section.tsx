import { useId, type ReactNode } from 'react'

type Props = {
  heading: string
  /** A lead paragraph under the heading. */
  intro?: string
  /** 'tinted' gives the section the light blue band that sets it apart from its neighbours. */
  tone?: 'plain' | 'tinted'
  /** 'narrow' stops prose, lists and forms at a readable measure; it starts at the same left edge as 'normal'. */
  width?: 'normal' | 'narrow'
  /** An anchor target for in-page links. */
  id?: string
  /** A class of the section's own, for the few sections styled apart (the FAQ, the contact form). */
  className?: string
  children?: ReactNode
}

/** The frame of every titled section: a region named by its <h2>, the content width, an optional lead paragraph. */
export function Section({ heading, intro, tone, width, id, className, children }: Props) {
  const headingId = useId()
  return (
    <section
      id={id}
      className={`section${tone === 'tinted' ? ' section--tinted' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <div className={width === 'narrow' ? 'container container--narrow' : 'container'}>
        <h2 id={headingId}>{heading}</h2>
        {intro ? <p className="section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}

/**
 * A list of short points, each with a green tick: who qualifies, what to have ready, what a plan includes.
 * It lives beside Section so both ride in the one shared chunk every page already loads.
 */
export function Checklist({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `checklist ${className}` : 'checklist'}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
