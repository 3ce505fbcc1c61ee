import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { agency } from '../../../content/agency'
import { navLinks } from '../../../content/navigation'
import { config } from '../../lib/env'
import type { PhoneCallEvent } from '../../lib/conversion'
import { CallLink } from '../conversion/CallLink'
import { NavLabel } from './NavLabel'

/** Sticky navigation: links on wide screens, a menu button on phones. Choosing a link closes the menu. */
export function MainNav({ callEvent }: { callEvent: PhoneCallEvent }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <nav className="main-nav" aria-label="Main">
      <div className="container main-nav__inner">
        <Link to="/" className="main-nav__brand" onClick={close}>
          {agency.shortName}
        </Link>
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
        <button
          type="button"
          className="main-nav__toggle"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span aria-hidden="true" className="main-nav__toggle-icon" />
          {open ? 'Close menu' : 'Menu'}
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
          <li>
            <CallLink event={callEvent} className="btn btn--call btn--block">
              Call {config.phone.display}
            </CallLink>
          </li>
        </ul>
      </div>
    </nav>
  )
}
