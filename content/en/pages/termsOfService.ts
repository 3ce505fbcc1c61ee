import { textProgram } from '../../../rules/buildTextProgram'
import { agency } from '../agency'
import type { LegalDocument } from '../../types'
import { openEnrollment } from '../enrollmentDates'

const we = agency.name

export const termsOfService: LegalDocument = {
  meta: {
    path: '/terms-of-service',
    title: `Terms of Service | ${agency.name}`,
    description: `The terms for using the ${we} website and our free help with ACA health insurance: who may use it, what we do and do not promise.`,
  },
  conversion: {
    smsBody: 'Hi! I have a question about your terms of service.',
    callLabel: 'terms_of_service_phone_click',
  },
  heading: 'Terms of Service',
  effective: `Effective ${agency.legalEffective.termsOfService}`,
  intro: [
    `These terms apply to your use of the ${we} website and to the information and help we provide through it. By using the site, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.`,
  ],
  sections: [
    {
      heading: 'Who May Use This Site',
      blocks: [
        `You must be at least ${agency.minimumAge} years old and a resident of the United States to submit a form or request help through this site. By submitting a form, you confirm that you meet these requirements and that the phone number and email address you give are your own or ones you are authorized to use.`,
      ],
    },
    {
      heading: 'Who We Are',
      blocks: [
        `${we} is a privately owned, licensed insurance agency. We are not the federal Health Insurance Marketplace (HealthCare.gov), a state-based marketplace, Medicaid, Medicare or any other government agency, and we are not endorsed by any of them.`,
        'You can always apply for coverage yourself at HealthCare.gov or your state’s marketplace website, or get free help from a marketplace Navigator. You can also buy a plan directly from an insurance company.',
        'We may not offer every plan available in your area. Any information we provide is limited to the plans we offer in your area. Please contact HealthCare.gov, your state’s marketplace or a Navigator to get information on all of your options.',
      ],
    },
    {
      heading: 'Our Services Are Free to You',
      blocks: [
        'We do not charge you for quotes, eligibility checks, enrollment or help after you enroll. Insurance companies pay our agency a commission when you enroll in one of their plans. Marketplace premiums are set by the insurers, so enrolling with us does not change the price you pay.',
      ],
    },
    {
      heading: 'No Guarantee of Eligibility, Prices or Savings',
      blocks: [
        'Information on this site, including income limits, premium examples, savings figures and plan descriptions, is general information for the year shown. It is not a quote, an offer of coverage or a promise that you will qualify.',
        {
          list: [
            'Your eligibility for premium tax credits, cost-sharing reductions, Medicaid, CHIP or a Special Enrollment Period is decided by the marketplace or your state, not by us.',
            'Your premium depends on your income, household size, age, ZIP code, tobacco use, the plan you choose and the insurers in your area.',
            'Savings amounts and client results described on this site reflect the experience of past clients; your results may differ.',
            'Laws, income limits and plan details change from year to year. We update the site, but we cannot guarantee that every figure is current at the moment you read it.',
          ],
        },
      ],
    },
    {
      heading: 'Information Is Not Professional Advice',
      blocks: [
        'Our licensed agents can explain health plans and help you enroll, but the content of this site is not legal, tax, financial or medical advice. For questions about your taxes, including how premium tax credits are reconciled on your tax return, talk to a tax professional.',
      ],
    },
    {
      heading: 'Applying and Enrolling',
      blocks: [
        {
          list: [
            'You are responsible for giving complete and accurate information on any application, and for reporting changes in income or household to the marketplace during the year. Inaccurate information can change your savings or mean you have to pay some of them back at tax time.',
            'Coverage is not in effect until the insurer confirms your enrollment and, where required, you pay your first premium. Your coverage is governed by the insurer’s policy documents, not by this site.',
            `Open Enrollment runs on dates the marketplace sets each year: on HealthCare.gov, for ${openEnrollment.year} coverage, ${openEnrollment.window}. Outside Open Enrollment you need a qualifying life event to enroll, and the marketplace may ask for documents that prove it.`,
            'We will not enroll you in a plan, or change your plan, without your permission.',
          ],
        },
      ],
    },
    {
      heading: 'Calls, Texts and Emails',
      blocks: [
        'If you tick the box for calls on a form, we may call and email you about health insurance options as our Privacy Policy describes; we text you only if you also tick the optional text box (see below). You can opt out at any time, in any of these ways: tell an agent on a call, reply STOP to a text from us, use our page /opt-out, or use the unsubscribe link in an email.',
      ],
    },
    {
      heading: 'Text Message Program',
      blocks: [
        `${we} texts only people who ask: by ticking the optional text-message box on our forms, or by texting us first. We text about your request, appointments and enrollment${textProgram === 'marketing' ? ', and, where the box you ticked says so, health insurance offers, including marketing texts sent with automated technology' : ''}.`,
        {
          list: [
            'Message frequency varies. Message and data rates may apply.',
            'Reply HELP for help. Reply STOP to stop, or use our page /opt-out.',
            'Texts are not a condition of any purchase.',
            'Wireless carriers are not liable for delayed or undelivered messages.',
          ],
        },
        'We never share your mobile number or text consent with third parties or affiliates for marketing.',
      ],
    },
    {
      heading: 'Acceptable Use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'submit another person’s information without their permission, or false information;',
            'use the site to send spam, malware or automated requests;',
            'try to gain unauthorized access to the site, its database or other systems;',
            'copy or reuse the site’s content for commercial purposes without our written permission.',
          ],
        },
      ],
    },
    {
      heading: 'Other Websites',
      blocks: [
        'The site links to websites run by others, such as HealthCare.gov, our scheduling page and our review page. We are not responsible for their content or practices, and their own terms apply.',
      ],
    },
    {
      heading: 'Our Content',
      blocks: [
        `The text, design and logos on this site belong to ${we} or are used with permission. You may view and print pages for your personal use.`,
      ],
    },
    {
      heading: 'Disclaimers and Limitation of Liability',
      blocks: [
        'The site is provided “as is” and “as available”. We work to keep it accurate and available, but we do not promise that it will be error-free or uninterrupted.',
        `To the fullest extent the law allows, ${we} is not liable for indirect, incidental or consequential damages arising from your use of the site. Nothing in these terms limits any right you have under the insurance or consumer-protection laws of your state, or our responsibilities as a licensed insurance agency.`,
      ],
    },
    {
      heading: 'Changes to These Terms',
      blocks: [
        'We may update these terms from time to time. The new version applies from the effective date shown at the top of this page. If you keep using the site after a change, you accept the updated terms.',
      ],
    },
  ],
  contact: {
    heading: 'Contact Us',
    text: `If you have a question about these terms, call or text ${we}:`,
  },
  seeAlso: { to: '/privacy-policy', label: 'Read our Privacy Policy' },
}
