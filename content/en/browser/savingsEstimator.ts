/** The estimator form's labels and hints, in the order the form shows them. */
export const estimatorCopy = {
  heading: 'Estimate what you would pay',
  intro: 'Five questions, no sign-up. Nothing you type here leaves this page unless you ask an agent to check it.',
  year: {
    legend: 'Which year are you buying coverage for?',
    option: (year: number) => `${year} coverage`,
  },
  state: { label: 'State you live in', placeholder: 'Choose your state' },
  householdSize: {
    label: 'People in your household',
    hint: 'You, your spouse and everyone you claim as a dependent on your taxes.',
  },
  yearlyIncome: {
    label: 'Yearly household income before taxes ($)',
    hint: "Your best guess for that year's household income, as on your tax return: for example 30,000.",
  },
  otherCoverage: { label: 'I can get affordable health insurance through a job, or I have Medicare' },
  submit: 'See my estimate',
} as const

/** Before the state's name on the link from a state's page to the estimator, started on that state. */
export const estimateInStateLead = 'Estimate what you would pay in'
