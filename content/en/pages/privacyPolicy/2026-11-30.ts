import { agency } from '../../agency'
import { fullDate } from '../../browser/dates'
import type { LegalVersion } from '../../../../rules/legalVersions'
import type { LegalDocument } from '../../../types'

const we = agency.name

export const privacyPolicy: LegalDocument = {
  meta: {
    path: '/privacy-policy',
    title: `Privacy Policy | ${agency.name}`,
    description: `How ${we} collects, uses and protects the information you share with us, your call and text choices, and how to reach us.`,
  },
  conversion: {
    smsBody: 'Hi! I have a question about your privacy policy and my information.',
    callLabel: 'privacy_policy_phone_click',
  },
  heading: 'Privacy Policy',
  effective: `Effective ${fullDate('2026-11-30' satisfies LegalVersion<'privacyPolicy'>)}`,
  intro: [
    `${we} (“we”, “us”, “our”) is a licensed insurance agency that helps people find and enroll in health insurance, including Affordable Care Act (ACA) marketplace plans. This policy explains what information we collect through this website and when you call or text us, how we use it, who we share it with, and the choices you have.`,
    'By using this website or sending us your information, you agree to the practices described here. If you do not agree, please do not submit your information.',
  ],
  sections: [
    {
      heading: 'Information You Give Us',
      blocks: [
        'When you fill in a contact or callback form on this website, we collect:',
        {
          list: [
            'your first and last name;',
            'your email address;',
            'your phone number;',
            'the state you live in;',
            'whether you agreed to our calls about health insurance options and, separately, whether you agreed to our text messages.',
          ],
        },
        'When you speak with one of our licensed agents to get a quote or apply for coverage, you may also give us information such as your date of birth, ZIP code, household members, household income, current coverage and, if you apply, details the marketplace application requires, such as Social Security numbers and citizenship or immigration status. We ask only for what is needed to quote plans, check your eligibility for savings and submit your application.',
        'Our savings calculator also runs in your browser. If you ask an agent to check an estimate, we receive your estimate as it was shown to you (the coverage year, the state, the household size, the yearly income and the result) with your request.',
        'The eligibility chat on our home page runs in your browser. The answers you give there stay in your browser unless you ask for an agent to call you. If you do, we receive your first name, phone number and ZIP code (and the state it is in), the answers you chose (your age range, current insurance, household size, income range for the coverage year the chat checked, and whether you were denied Medicaid), and the consent you gave (to calls, and to text messages if you ticked that box too), so that the agent can help you. If you call us instead, you decide what to share with the agent.',
      ],
    },
    {
      heading: 'Information Collected Automatically',
      blocks: [
        'When you submit a form, we keep a record of your consent: the date and time, the page, the words of the button you pressed, whether you ticked each box (calls, text messages) and the exact words each box showed, with a SHA-256 code of those words (computed by your browser and by our database, which must match), your IP address and your browser’s user agent, the version of our website and of this policy and our terms on the page, and whether your browser sent the Global Privacy Control signal; and your browser’s time zone, so we call only at the hours the law allows where you are.',
        'Our systems prevent changes to this record once it is stored: it cannot be edited, and it is deleted only through one procedure that keeps a note of the deletion. Each record is also linked to the one stored before it by a SHA-256 code, so a change or a deletion made outside that procedure shows when we check our records.',
        'Like most websites, our hosting provider also keeps standard server logs (IP address, browser type, pages requested and the time of each request) to keep the site running and secure.',
      ],
    },
    {
      heading: 'Cookies, Analytics and Global Privacy Control',
      blocks: [
        'By default this website loads no third-party trackers, advertising pixels or analytics tools, and sets no cookies. Where your visit came from (the campaign link you followed, the site that sent you, and the first page you opened) stays in your browser tab and reaches us only with a form you send, kept with your request so we know which of our pages and campaigns helped you. An analytics tool we may turn on, such as Google Analytics, never receives what you type into our forms.',
        'When your browser sends the Global Privacy Control signal, we treat it as your request to opt out of the sale or sharing of your information and of targeted advertising, wherever you live: the site then sends no analytics event and keeps no record of where your visit came from beyond a form you send.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      blocks: [
        {
          list: [
            'To contact you about the health insurance options you asked about, by phone, text message or email.',
            'To prepare quotes, check your eligibility for premium tax credits, cost-sharing reductions, Medicaid or a Special Enrollment Period, and help you enroll.',
            'To submit your application to the Health Insurance Marketplace or an insurance company when you ask us to.',
            'To help you after you enroll, for example at renewal time or when your income or household changes.',
            'To keep records of your consent and our work for you, as insurance and consumer-protection laws require.',
            'To protect our website and our clients from fraud, spam and abuse.',
            'To understand how our website is used and improve it.',
          ],
        },
        'Information about your health coverage and eligibility (such as your age range, household members, income, current coverage and whether you were denied Medicaid) is used only to provide the help you asked for: to answer your request, check your eligibility and savings, and help you apply and enroll. We never use it for advertising or to build a profile of you, and we never sell or share it for those purposes.',
      ],
    },
    {
      heading: 'Phone Calls and Text Messages',
      blocks: [
        `Our forms have two separate boxes. When you tick the box for calls, you agree that ${we} and its licensed agents may call you at the phone number you provided, and email you, about health insurance options. We text you only if you also tick the separate text-message box, which is optional: you can get a callback without it. Your consent applies to ${we} only; we do not pass it on to other agencies or companies.`,
        'Your consent is not a condition of buying any plan or service. You can always call us yourself instead.',
        'Message and data rates may apply. Message frequency varies. You can stop at any time:',
        {
          list: [
            'reply STOP to any text message from us to stop receiving texts (reply HELP for help);',
            'tell the agent during any call that you do not want more calls, and we will add your number to our internal do-not-call list;',
            'use the unsubscribe link in any email we send;',
            'ask us to stop on our “Stop calls and texts” page (/opt-out);',
            'or call us at the number below and ask us to stop contacting you.',
          ],
        },
        'We honor opt-out requests promptly, and in any case within 10 business days. After you opt out, we may send one final text confirming that you will receive no further messages. Text messaging consent and phone numbers collected for text messaging are never shared with third parties for their marketing.',
      ],
    },
    {
      heading: 'How We Share Your Information',
      blocks: [
        'We do not sell or rent your personal information, and we do not give your contact details to other agencies, lead buyers or marketers. No mobile information will be shared with third parties/affiliates for marketing/promotional purposes. All the above categories exclude text messaging originator opt-in data and consent; this information will not be shared with any third parties. We share information only:',
        {
          list: [
            'with the Health Insurance Marketplace (HealthCare.gov or your state’s marketplace) and with insurance companies, when you ask us to get a quote or submit an application for you;',
            'with service providers who help us run our business, such as website and database hosting, phone and text messaging, email and analytics providers. They may use your information only to provide their services to us;',
            'when the law requires it, for example to respond to a subpoena or a request from an insurance regulator, or to protect the rights and safety of our clients, our agency or others;',
            'with a company that acquires or merges with our agency, which must then protect your information as this policy describes.',
          ],
        },
      ],
    },
    {
      heading: 'How Long We Keep Your Information',
      blocks: [
        'We keep contact form submissions and consent records for as long as we are helping you and for as long as the law requires us to be able to show your consent, which is generally several years.',
        'When we help you apply for marketplace coverage, federal rules require us to keep records of that application and of your consent to our help for at least 10 years. When information is no longer needed, we delete it or remove the details that identify you.',
      ],
    },
    {
      heading: 'How We Protect Your Information',
      blocks: [
        'Our website uses encrypted connections (HTTPS). The database that stores form submissions only lets the website add new submissions: it cannot read them back, change them or delete them. Only authorized staff of our agency can read submissions, and our agents are trained in handling personal and health information.',
        'No website or database is completely secure. If we learn of a security breach that affects your information, we will notify you as the law requires.',
      ],
    },
    {
      heading: 'Your Choices and Rights',
      blocks: [
        'You may ask us to tell you what personal information we hold about you, to correct it, or to delete it, subject to the records the law requires us to keep. You may also withdraw your consent to be contacted at any time, as described above.',
        'Depending on the state you live in, you may have additional privacy rights under state law. We will respond to requests as your state’s law requires, and we will not treat you differently for making one. To protect your information, we will confirm your identity before acting on a request.',
      ],
    },
    {
      heading: 'Children’s Privacy',
      blocks: [
        `This website is meant for adults. You must be at least ${agency.minimumAge} to submit a form, and we do not knowingly collect personal information from children under 13 through this website. If you believe a child has sent us information, contact us and we will delete it.`,
        'When a parent or guardian applies for family coverage, we collect information about the children to be covered only for that application.',
      ],
    },
    {
      heading: 'Other Websites',
      blocks: [
        'Our site links to websites we do not control, such as HealthCare.gov, our online scheduling page and our review page. Their own privacy policies apply when you visit them.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      blocks: [
        'We may update this policy from time to time. When we do, we will post the new version on this page with a new effective date. If a change significantly affects how we use information you already gave us, we will ask for your consent where the law requires it.',
      ],
    },
  ],
  contact: {
    heading: 'Contact Us',
    text: `If you have a question about this policy, want to see, correct or delete your information, or want us to stop contacting you, call or text ${we}:`,
  },
  seeAlso: { to: '/terms-of-service', label: 'Read our Terms of Service' },
}
