import { medicareAge } from '../../rules/figureFacts'
import { states } from './states'

/** The site's top links in Spanish (content/en/navigation.ts): the same English paths, the router adds /es. */
export const navLinks = [
  { to: '/sep', label: 'Período especial', hiddenDetail: 'de inscripción' },
  { to: '/zero-dollar-health-plans', label: 'Planes de $0' },
  { to: '/compare-aca-plans', label: 'Comparar planes' },
  { to: '/aca-for-families', label: 'Familias' },
  {
    to: '/aca-for-seniors-under-65',
    label: 'Antes de Medicare',
    hiddenDetail: `para adultos menores de ${medicareAge} años`,
  },
  { to: '/insurance-for-self-employed', label: 'Por cuenta propia' },
  { to: '/health-insurance-florida', label: 'Planes en Florida' },
  { to: '/more-info', label: 'Más info', hiddenDetail: 'sobre los seguros médicos de la ACA' },
  { to: '/about-us', label: 'Quiénes somos' },
] as const

/** Footer groups: guides, coverage topics and the legal pages. */
export const footerLinks = {
  guides: [
    { to: '/lower-costs', label: 'Reduzca sus costos' },
    { to: '/essential-coverage', label: 'Cobertura esencial' },
    { to: '/protected-coverage', label: 'Condiciones preexistentes' },
    { to: '/enroll-now', label: 'Inscríbase ahora' },
    { to: '/savings-calculator', label: 'Estimador de créditos fiscales' },
  ],
  legal: [
    { to: '/privacy-policy', label: 'Política de privacidad' },
    { to: '/terms-of-service', label: 'Términos del servicio' },
    { to: '/opt-out', label: 'Dejar de recibir llamadas y mensajes' },
    { to: '/accessibility', label: 'Accesibilidad' },
    { to: '/licenses', label: 'Licencias estatales' },
  ],
} as const

/** The eleven states with a phone-only landing page, with their Spanish names (content/es/states.ts). */
export const stateLinks = states.map(({ slug, name }) => ({ to: `/obamacare-in-${slug}` as const, label: name }))
