import { useRef, useState, type KeyboardEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { navLinks } from '../../../content/navigation'
import { siteCopy } from '../../../content/site'
import { config } from '../../lib/env'
import type { PhoneCallEvent } from '../../lib/conversion'
import { CallLink } from '../conversion/CallLink'
import { TextLink } from '../conversion/TextLink'
import { Brand } from './Brand'
import { NavLabel } from './NavLabel'

/**
 * Sticky navigation: the brand, links on wide screens, Call Now, and on narrower screens a menu button. The open
 * menu lies over the page, holds the keyboard (Tab cycles through the menu button and the menu; Escape closes it
 * and puts focus back on the button), and closes when a link is chosen.
 */
export function MainNav({ callEvent }: { callEvent: PhoneCallEvent }) {
  const [open, setOpen] = useState(false)
  const nav = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  function onKeyDown(event: KeyboardEvent) {
    if (!open) return
    if (event.key === 'Escape') {
      close()
      toggle.current?.focus()
    } else if (event.key === 'Tab') {
      const stops = [toggle.current, ...(nav.current?.querySelectorAll<HTMLElement>('#mobile-menu a') ?? [])]
      const edge = event.shiftKey ? stops[0] : stops[stops.length - 1]
      if (document.activeElement === edge) {
        event.preventDefault()
        ;(event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus()
      }
    }
  }

  function onToggle() {
    // The menu covers the screen from the bar's lower edge, wherever the page is scrolled to.
    nav.current?.style.setProperty('--menu-top', `${nav.current.getBoundingClientRect().bottom}px`)
    setOpen(!open)
  }

  return (
    <nav ref={nav} className="main-nav" aria-label="Main" onKeyDown={onKeyDown}>
      <div className="container main-nav__inner">
        <Brand className="main-nav__brand" onClick={close} />
        <ul className="main-nav__links">
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} activeProps={{ 'aria-current': 'page' }}>
                <NavLabel link={link} />
              </Link>
            </li>
          ))}
        </ul>
        <CallLink event={callEvent} className="btn btn--call main-nav__call">
          Call Now
        </CallLink>
        <button ref={toggle} type="button" className="main-nav__toggle" aria-expanded={open} aria-controls="mobile-menu" onClick={onToggle}>
          <span aria-hidden="true" className="main-nav__toggle-icon" />
          {open ? 'Close' : 'Menu'}
        </button>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!open}>
        <ul className="container">
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} activeProps={{ 'aria-current': 'page' }}>
                <NavLabel link={link} />
              </Link>
            </li>
          ))}
          <li className="mobile-menu__actions">
            <CallLink event={callEvent} className="btn btn--call">
              Call {config.phone.display}
            </CallLink>
            <TextLink body={siteCopy.headerTextBody} className="btn btn--outline">
              Text
            </TextLink>
          </li>
        </ul>
      </div>
    </nav>
  )
}
