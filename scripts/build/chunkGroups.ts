/**
 * How the browser bundle is cut into files (Rolldown's `output.codeSplitting.groups`).
 *
 * Left to itself, Rolldown cannot prove that the app shell is already loaded when a chunk that is imported
 * dynamically from another dynamic chunk arrives (the estimator on /lower-costs loads the estimator, which loads
 * the callback form). It then moves React, the router and every module they share into little common chunks:
 * 6 to 10 more files on every page and 1-2 KB more to download, over the content-page budget. These groups
 * say what belongs together instead; `npm run bench` holds the result to the budgets.
 *
 * The higher priority wins when a module matches two groups; a group also takes the modules its own modules
 * import, unless a higher group took them first. A module of content/ and its Spanish twin (content/es/) belong to
 * the same group: each language's build cuts its files alike.
 */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'))

export const chunkGroups = [
  // Everything the entry imports statically (React, the router, the root layout with header and footer, and with
  // them the call links, the agency's facts and Vite's preload helper that pages and lazy parts share): one file.
  { name: 'entry-shell', tags: ['$initial' as const], priority: 30 },
  // The coverage year the pages describe and its dated facts, the applicable percentages and the price claims: nearly
  // every page states some of them and the estimator computes with them. Without this group they follow whichever
  // chunk first imports them (the estimator's, when the shell imports none of them), and every page downloads that.
  {
    name: 'yearRules',
    test: path('/content/((es/)?priceClaims|priceFacts|acaRules/(days|yearFacts|yearOnSale|pageYear|applicablePercentages))\\.ts'),
    priority: 25,
  },
  // The number, date and list formatter (content/format.ts): a page whose words are built at build time does not need
  // it; the home page's banner, the estimator and the chat word things in the browser. Without a group of its own it
  // follows the estimator, and the Spanish home page downloads the estimator with it.
  { name: 'format', test: path('/content/format\\.ts'), priority: 25 },
  // The poverty guidelines and credit limits: the estimator computes with them. The facts name their sources by key
  // (content/acaRules/sources.ts): the sources' titles follow the estimator's result, which shows them.
  { name: 'acaFacts', test: path('/content/acaRules/(povertyGuidelines|creditLimits)\\.ts'), priority: 20 },
  // The state list with each state's Medicaid expansion, and the states' names in the page's language: the home hero's
  // first questions and the estimator show them, and every page that prints income lines (content/acaRules/
  // incomeLines.ts) loads the Medicaid facts with them.
  { name: 'stateMedicaid', test: path('/content/(acaRules/medicaid|(es/)?stateNames)\\.ts'), priority: 15 },
  // The estimator's words: the home hero's first questions use them without the estimator.
  { name: 'estimatorCopy', test: path('/content/(es/)?savingsEstimator\\.ts'), priority: 15 },
  // The frame of a content page: its sections are small and nearly every content page uses most of them.
  {
    name: 'contentFrame',
    test: path(
      '/src/components/(layout/(ContentPageLayout|BackToHome)|sections/(Section|PageHero|CallTextCta|Faq|FeatureGrid|DataTable|TableSection|YearRulesNote|StepCards|RelatedLinks))\\.tsx|/content/(es/)?pages/yearRules\\.ts',
    ),
    priority: 10,
  },
  // The contact form with its section: the pages' forms and the estimator's callback form load one file.
  { name: 'ContactForm', test: path('/src/components/(contactForm/ContactForm|sections/ContactFormSection)\\.tsx'), priority: 10 },
  // The estimator with its rule tables: /savings-calculator, /lower-costs (when shown).
  { name: 'SavingsEstimator', test: path('/src/components/savingsEstimator/(SavingsEstimator|useEstimator)\\.tsx?|/content/acaRules/(coverageYears|applicablePercentages)\\.ts'), priority: 10 },
]
