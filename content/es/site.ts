import { agencyFacts } from '../../rules/agencyFacts'
import type { SiteCopy } from '../en/site'
import type { PhoneCallEvent } from '../types'
import { marketplace, marketplaceSite, zipCode } from './browser/glossary'
import { agency } from './agency'

/** Copy shared by the header, footer and call-to-action blocks on many pages (content/en/site.ts). */
export const siteCopy: SiteCopy = {
  /** What the visitor's phone sends the agency: SPEC's words ('a $0 or low-cost ACA health plan'), as content/en/site.ts. */
  headerTextBody: `¡Hola! Quisiera saber si califico para un plan de salud de la ACA de $0 o de bajo costo.`,
  callStrip: [
    `Llamada de ${agencyFacts.minutes.callStrip} minutos`,
    'Gratis para usted: las aseguradoras nos pagan',
    'Sin compromiso',
  ],
  footerDisclaimer: `Somos una agencia de seguros, no ${marketplaceSite} ni el ${marketplace} del gobierno federal, y no estamos afiliados a ${marketplaceSite}, a los Centros de Servicios de Medicare y Medicaid (CMS) ni a ninguna otra agencia del gobierno, ni contamos con su respaldo. La disponibilidad de planes, las primas y la ayuda financiera dependen de sus ingresos, su hogar, su ${zipCode} y las aseguradoras de su zona. Nuestra ayuda es gratis para usted: las aseguradoras le pagan a nuestra agencia.`,
}

// One constant per word, as content/en/site.ts: the build writes an imported constant where it is used.
export const skipLink = 'Saltar al contenido principal'
/** Before the number: 'Llame al (555) 010-0100'. */
export const callWord = 'Llame al'
export const callNow = 'Llame ahora'
/** Before the number: 'Envíe un texto al (555) 010-0200'. */
export const textWord = 'Envíe un texto al'
export const textUs = 'Envíenos un texto al'
/** 'Llame al (555) 010-0100 ahora'. */
export const afterNumberNow = 'ahora'
export const mainLine = 'Línea principal:'
export const faqHeading = 'Preguntas frecuentes'
export const mainNavLabel = 'Principal'
export const openMenu = 'Menú'
export const closeMenu = 'Cerrar'
export const actionBarLabel = 'Llame o envíe un texto a un agente con licencia'
export const backToHome = 'Volver al inicio'
export const opensInNewTab = ' (se abre en una pestaña nueva)'
/** '4.9/5 según 2,847 reseñas en Trustpilot, al 20 de noviembre de 2026'. */
export const ratingFrom = 'según'
/** Before a message's title: 'Cerrar aviso: Error'. */
export const dismiss = 'Cerrar aviso:'
export const footerHelp = 'Hable con un agente con licencia'
export const footerTextUs = 'Envíenos un texto al'
export const footerTopics = 'Temas de cobertura'
export const footerStates = 'Estados que atendemos'
export const footerLegal = 'Información legal'
export const footerNpn = 'Número Nacional de Productor (NPN)'
export const footerLicenseLookup = 'Verifique nuestra licencia'
export const footerMailingAddress = 'Dirección postal:'
export const footerCarriers = 'Aseguradoras con las que trabajamos:'
export const footerGpc =
  'Respetamos la señal Global Privacy Control (GPC): con ella, no enviamos datos de análisis ni guardamos cómo nos encontró.'
export const footerGpcHonored = 'Su navegador envía la señal Global Privacy Control, y la respetamos.'

/** Analytics codes, as in English. */
export const headerCall: PhoneCallEvent = { callLabel: 'header_phone_click' }
export const footerCall: PhoneCallEvent = { callLabel: 'footer_phone_click' }

/**
 * The agency's claims the frame of every page shows (the brand, the licensing line, the rating and its reviews, the
 * hours), one constant each from agency.ts: every page downloads these words, and the whole record stays with the
 * code that words the rest in the browser (the chat).
 */
export const agencyName = agency.name
export const licensing = agency.licensing
export const rating = agency.rating
export const hoursLine = agency.hours.line
export { readReviews, reviewCount } from './agency'
