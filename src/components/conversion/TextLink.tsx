import type { ReactNode } from 'react'
import { config } from '../../lib/env'
import { smsHref } from '../../lib/conversion'
import type { Phone } from '../../lib/phone'

type Props = {
  /** The prefilled message, specific to the page. */
  body: string
  /** Which number receives the text: the text line by default, the main number on pages that use it. */
  to?: 'text' | 'main'
  className?: string
  children: ReactNode
}

/**
 * An sms: link with the page's prefilled body. The number is always printed beside the label because some
 * Android composers drop the body and the visitor must still know where to write.
 */
export function TextLink({ body, to = 'text', className, children }: Props) {
  const phone: Phone = to === 'main' ? config.phone : config.textPhone
  return (
    <a href={smsHref(phone, body)} className={className}>
      {children} <span className="nowrap">{phone.display}</span>
    </a>
  )
}
