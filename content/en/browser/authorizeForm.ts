/**
 * The words of the CMS consent page (/authorize: content/en/pages/authorize.ts has its head). The consent's own
 * words, which the database stores and hashes, are content/en/browser/authorization.ts; these say the same five
 * elements in plain words around them, and what the page says at each step.
 */
export const authorizeCopy = {
  heading: 'Your Consent for an Agent to Help You',
  intro:
    'Your agent sent you this page. Before a licensed agent helps you with Marketplace health coverage, federal rules ask for your consent in writing. Read what you agree to, type your full name and tick the box.',
  checking: 'Checking your link...',
  unchecked: { text: 'We could not check your link. Check your connection and try again.', retry: 'Try Again' },
  refused: {
    heading: 'This link cannot be used',
    text: 'This link is not valid, or it was used already. Nothing was recorded. Please ask your agent for a new link.',
  },
  expired: {
    heading: 'This link has expired',
    text: 'Links work for a few days only. Nothing was recorded. Please ask your agent for a new link.',
  },
  elements: {
    heading: 'What you agree to, in plain words',
    yourName: 'Your name',
    agent: 'Your agent',
    agentOf: (agent: string, agency: string) => `${agent}, a licensed agent of ${agency}`,
    scope: 'What the agent may do',
    scopeText:
      'Help you apply for, enroll in, keep and update health coverage through the Health Insurance Marketplace (HealthCare.gov), for you and the people on your application.',
    duration: 'For how long',
    durationText: 'From today until you take it back.',
    revoke: 'How to take it back',
    revokeText: 'At any time: on our opt-out page (choose "Stop helping me"), or by telling your agent or our agency.',
    revokeLink: 'Our opt-out page',
    date: 'Date',
  },
  form: {
    wordsHeading: 'Your consent, word for word',
    name: { label: 'Type your full name as your signature', hint: (name: string) => `The name on your link: ${name}` },
    agree: 'I give this consent.',
    review: {
      legend: 'Review of your application (optional)',
      intro:
        'Your agent summarized your Marketplace application for you to check. If it is accurate, tick the box. If it is not, leave the box empty and tell your agent.',
      summary: "Your agent's summary",
    },
    submit: 'Give My Consent',
    submitting: 'Sending...',
  },
  errors: {
    signedName: {
      missing: 'Please type your full name.',
      tooLong: 'Please use at most 100 characters.',
      invisible: 'Please remove the invisible characters (copied text can carry them) and type your name again.',
      noLetter: 'Please type your name with letters.',
      notAgreed: 'Please type your full name.',
    },
    agreed: {
      missing: 'Please tick the box to give your consent.',
      tooLong: 'Please tick the box to give your consent.',
      invisible: 'Please tick the box to give your consent.',
      noLetter: 'Please tick the box to give your consent.',
      notAgreed: 'Please tick the box to give your consent.',
    },
  },
  notices: {
    nameMismatch: (typed: string, onLink: string) =>
      `The name you typed, "${typed}", is not the name on your link, "${onLink}". Please check it. If it is right, send it again: we keep both names.`,
    exception: 'Your consent was not sent: there was no answer. Check your connection and send it again.',
    backendError: 'Your consent was not sent. Please try again in a moment, or call us.',
  },
  confirmation: {
    heading: 'Thank you: your consent is recorded',
    text: 'Keep a copy for your records. Your agent and our agency have the same record.',
    signedBy: 'Signed by (typed name)',
    nameOnLink: 'Name on the link',
    agent: 'Agent',
    agency: 'Agency',
    when: 'Date and time',
    consent: 'Consent',
    review: 'Application review',
    summary: "Agent's summary",
    print: 'Print or Save a Copy',
    revoke:
      'To take it back at any time: our opt-out page (choose "Stop helping me"), or tell your agent or our agency.',
  },
}
