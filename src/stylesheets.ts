/**
 * Every stylesheet of the site, in cascade order: imported once by the root route, so the build makes one CSS file
 * for every page. Each sheet sits beside what it styles; the order is the one the single stylesheet had, and later
 * sheets may refine earlier ones (the phone action bar moves the chat launcher and the toasts, so it follows both).
 */
import './styles.css'
import './components/layout/header.css'
import './components/sections/sections.css'
import './components/agentStatus/agentStatus.css'
import './components/layout/footer.css'
import './pages/notFound.css'
import './pages/home/home.css'
import './components/layout/phoneOnly.css'
import './components/sections/audience.css'
import './pages/sep/sep.css'
import './components/sections/guide.css'
import './components/contactForm/contactForm.css'
import './components/optOut/optOut.css'
import './components/authorize/authorize.css'
import './components/chat/chat.css'
import './components/layout/linkList.css'
import './components/layout/phoneActionBar.css'
// The build's language's: labels/short.css or labels/long.css, by rules/locales.ts (scripts/build/copyAlias.ts).
import '@labels.css'
import './components/sections/tables.css'
import './components/savingsEstimator/savingsEstimator.css'
import './pages/home/homeHero.css'
import './components/icons/cardIcons.css'
