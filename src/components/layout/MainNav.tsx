import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { navLinks } from '@copy/navigation'
import { callNow, callWord, closeMenu, mainNavLabel, openMenu, siteCopy, textWord } from '@copy/site'
import { config } from '../../lib/env'
import type { PhoneCallEvent } from '../../../content/types'
import { CallLink } from '../conversion/CallLink'
import { TextLink } from '../conversion/TextLink'
import { TextDisclosure } from '../conversion/TextDisclosure'
import { Brand } from './Brand'
import { LanguageLink } from './LanguageLink'
import { NavLabel } from './NavLabel'

/**
 * Sticky navigation: the brand, the links, Call Now. One list serves both layouts: a row from 1100 px, and below
 * that a menu behind the menu button that lies over the page. While it is open, Tab cycles through the button and
 * the menu; Escape closes it and puts focus back on the button; choosing a link closes it.
 */
export function MainNav({ callEvent }: { callEvent: PhoneCallEvent }) {
  const [open, setOpen] = useState(false)
  const nav = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  return (
    <nav
      ref={nav}
      className="main-nav"
      aria-label={mainNavLabel}
      onKeyDown={(event) => {
        if (!open) return
        if (event.key === 'Escape') {
          close()
          toggle.current?.focus()
        }
        // Tab cycles from the menu button through the menu and back, never out to the page behind.
        const first = nav.current?.querySelector<HTMLElement>('#mobile-menu a')
        const [from, to] = event.shiftKey ? [first, toggle.current] : [toggle.current, first]
        if (event.key === 'Tab' && document.activeElement === from) {
          event.preventDefault()
          to?.focus()
        }
      }}
    >
      <div className="container main-nav__inner">
        <Brand className="main-nav__brand" onClick={close} />
        <div id="mobile-menu" className="main-nav__menu" hidden={!open}>
          <ul className="main-nav__links">
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} activeProps={{ 'aria-current': 'page' }}>
                  <NavLabel link={link} />
                </Link>
              </li>
            ))}
          </ul>
          <p className="main-nav__menu-actions">
            <CallLink event={callEvent} className="btn btn--call">
              {`${callWord} ${config.phone.display}`}
            </CallLink>
            <TextLink body={siteCopy.headerTextBody} className="btn btn--outline">
              {textWord}
            </TextLink>
            <TextDisclosure className="text-disclosure--block" />
            <LanguageLink />
          </p>
        </div>
        <CallLink event={callEvent} className="btn btn--call main-nav__call">
          {callNow}
        </CallLink>
        <button
          ref={toggle}
          type="button"
          className="main-nav__toggle"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => {
            // The menu covers the screen from the sticky bar's lower edge, wherever the page is scrolled to.
            nav.current?.style.setProperty('--menu-top', `${nav.current.getBoundingClientRect().bottom}px`)
            setOpen(!open)
          }}
        >
          <span aria-hidden="true" className="main-nav__toggle-icon" />
          {open ? closeMenu : openMenu}
        </button>
      </div>
    </nav>
  )
}
