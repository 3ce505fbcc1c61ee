import { agency } from '../agency'
import type { PageConversion, PageMeta } from '../../types'

/**
 * /accessibility: the accessibility statement. What the site aims for, how it is tested (tests/e2e/pages.spec.ts,
 * accessibility.spec.ts and docs/qa.md describe the same), what is known not to work as well, and how to get help another way. The known
 * limits are the honest list: a change that removes one removes its line.
 */
export const accessibilityMeta: PageMeta = {
  path: '/accessibility',
  title: `Accessibility Statement | ${agency.name}`,
  description: `How ${agency.name} makes this website usable for everyone, how we test it, its known limits, and how to get help by phone, text or email.`,
}

export const accessibilityConversion: PageConversion = {
  smsBody: 'Hi! I need help using your website.',
  callLabel: 'accessibility_phone_click',
}

export const accessibilityCopy = {
  heading: 'Accessibility Statement',
  reviewed: 'Last reviewed November 27, 2026',
  intro: `${agency.name} wants everyone to be able to learn about health coverage and reach a licensed agent, whatever device or assistive technology they use.`,
  sections: [
    {
      heading: 'Our goal',
      paragraphs: [
        'We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English and in Spanish. Among other things, that means every page works with a keyboard alone, text can be enlarged, colors have enough contrast, form fields and checkboxes are labeled, and errors are explained in words next to the field.',
      ],
    },
    {
      heading: 'How we test',
      list: [
        'Every page, in both languages, is checked with the axe accessibility engine against WCAG 2.2 AA at phone and desktop widths, and so is every state of the forms, the chat and the tax credit estimator: errors, messages and confirmations included.',
        'We go through the forms, the chat, the menus and the estimator with the keyboard alone, and check that what has focus is never hidden behind the bars that stay on screen.',
        'We load the site in three browser engines (Chromium, Firefox and WebKit, the engine of Safari) at phone and desktop widths.',
        'These checks run automatically before every change to the site goes live.',
      ],
    },
    {
      heading: 'Known limits',
      list: [
        'Automated checks find many problems, not all of them. The site has not yet been reviewed by people who use screen readers or other assistive technology every day, and we have not tested it with each screen reader.',
        'In Firefox and WebKit we check that pages load and are laid out well; the full accessibility checks run in Chromium.',
        'Booking an appointment and reading our reviews open other companies’ websites, which we do not control.',
        'The chat shows a short typing pause before each answer.',
      ],
    },
    {
      heading: 'Get help or report a problem',
      paragraphs: [
        'If any part of this website is hard to use, or you need information in another format, contact us and we will help you by phone, text or email. If you use a relay service, dial 711 and give the relay operator our number. We reply to emails within 2 business days.',
      ],
    },
  ],
  contactLabels: { call: 'Call', text: 'Text', email: 'Email' },
} as const
