import { locales } from '../../rules/locales.ts'

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
 * import, unless a higher group took them first. A module of content/ and its twins in the other languages
 * (content/<code>/, `twin` below) belong to the same group: each language's build cuts its files alike.
 * tests/build/chunkGroups.test.ts checks that every group still matches a file, so a rename cannot empty one.
 */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'))

/**
 * A module of content/ or its twin in any language's folder, with its words written out or run in the browser:
 * `twin('dates')` matches content/dates.ts, content/<code>/dates.ts and content/<code>/browser/dates.ts.
 */
const twin = (names: string) => `((${locales.join('|')})/(browser/)?)?(${names})`

export const chunkGroups = [
  // Everything the entry imports statically (React, the router, the root document with its toaster, the routes' table
  // and Vite's preload helper that pages and lazy parts share): one file.
  { name: 'entry-shell', tags: ['$initial' as const], priority: 30 },
  // The coverage year on sale and its dated facts, the dates' spelling and the price claims: the home page and the
  // estimator's form word them in the browser (every other page states them in its build-time words). Without this
  // group they follow whichever chunk first imports them (the estimator's, when the shell imports none of them), and
  // the home page downloads the estimator's form with them.
  {
    name: 'yearRules',
    test: path(
      `(/content/${twin('priceClaims|dates')}|/rules/(priceFacts|years/withoutTables|days|yearFacts|yearOnSale|pageYear))\\.ts`,
    ),
    priority: 25,
  },
  // The number and list formatter (content/format.ts; dates are each language's dates.ts): a page whose words are built at build
  // time does not need it; the home page's numbers, the estimator's result and the chat word things in the browser.
  // Without a group of its own it follows the estimator, and the Spanish home page downloads the estimator with it.
  { name: 'format', test: path('/content/format\\.ts'), priority: 25 },
  // The poverty guidelines, credit limits, applicable percentages, each coverage year's rules made of them and the
  // states' Medicaid facts: the estimator computes with them once the visitor touches it (its machine and its result
  // load them), so its first render does not download them.
  // The facts name their sources by key (rules/sources.ts): the sources' titles follow the estimator's
  // result, which shows them.
  {
    name: 'acaFacts',
    test: path(
      '/rules/(povertyGuidelines|creditLimits|applicablePercentages|coverageYears|medicaid|years/(index|\\d{4}))\\.ts',
    ),
    priority: 20,
  },
  // The states' codes and their names in the page's language: the home hero's first questions and the estimator's form
  // list them. Their Medicaid facts are apart (acaFacts): only the estimate computes with them.
  { name: 'stateNames', test: path(`(/rules/stateCodes|/content/${twin('stateNames')})\\.ts`), priority: 22 },
  // The estimator's words: the home hero's first questions use them without the estimator.
  { name: 'estimatorCopy', test: path(`/content/${twin('savingsEstimator')}\\.ts`), priority: 15 },
  // The frame of every page: the header and footer every page shows (the entry holds only the root document since
  // the 404 page loads on its own), and a content page's sections, which are small and used by nearly every page.
  {
    name: 'contentFrame',
    test: path(
      `/src/components/(layout/(ContentPageLayout|BackToHome)|sections/(Section|PageHero|CallTextCta|Faq|FeatureGrid|DataTable|TableSection|YearRulesNote|StepCards|RelatedLinks))\\.tsx|/content/${twin('pages/yearRules')}\\.ts`,
    ),
    priority: 10,
  },
  // The contact form with its section: the pages' forms and the estimator's callback form load one file.
  {
    name: 'ContactForm',
    test: path('/src/components/(contactForm/ContactForm|sections/ContactFormSection)\\.tsx'),
    priority: 10,
  },
  // The estimator's form: /savings-calculator, /lower-costs (when shown). Its tables load with its machine (acaFacts).
  {
    name: 'SavingsEstimator',
    test: path('/src/components/savingsEstimator/(SavingsEstimator|useEstimator)\\.tsx?'),
    priority: 10,
  },
  // The hook a component runs its machine with (src/lib/useLazyActor.ts): the contact forms, the estimator, the opt-out
  // form and the chat share it, so none carries another's code; pages without one of them never load it.
  { name: 'useLazyActor', test: path('/src/lib/useLazyActor\\.ts'), priority: 11 },
]
