import { es } from '../../format'
import type { ChatMessageId, ChatOption, ChatChoice, IncomeRange, InsuranceOption } from '../../../machines/chatScript'
import { ageLabels } from '../../copyReaders/chatFacts'
import type { ChatPanelCopy } from '../../en/browser/chat'
import type { MessageWords } from '../../copyReaders/chatFacts'
import {
  enroll,
  essentialBenefits,
  licensedAgent,
  marketplacePlan,
  metalTiers,
  preexistingCondition,
  premium,
  preventiveServices,
  zipCode,
} from './glossary'
import { lowestPlanPrice, priceDependsOn } from '../priceClaims'
import { creditLimitIncomes as creditLimitIn } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { agency } from '../agency'
import { enrollmentRules, medicareAge, sep } from '../figures'
import { refusalText } from './backendRefusals'
import { fieldErrorCopy } from './fieldErrors'
import { messageTextFrom, sayTextFrom } from '../../copyReaders/wordLookups'

/**
 * The qualification chat in Spanish (content/en/browser/chat.ts): every answer button and bot message, keyed by the codes and
 * message ids of machines/chatScript.ts, and the panel's words. Figures come from the same modules as the English.
 */

export type { ChatFieldCopy, ChatPanelCopy, ChatCopy } from '../../en/browser/chat'

const incomeLabels: Record<IncomeRange, string> = {
  under30k: `Menos de ${es.money(30000)}`,
  from30kTo50k: `De ${es.money(30000)} a ${es.money(50000)}`,
  from50kTo75k: `De ${es.money(50000)} a ${es.money(75000)}`,
  from75kTo100k: `De ${es.money(75000)} a ${es.money(100000)}`,
  over100k: `Más de ${es.money(100000)}`,
}
const insuranceLabels: Record<InsuranceOption, string> = {
  none: 'No tengo seguro',
  employer: 'Seguro de mi empleador',
  individual: 'Plan individual',
  medicaidOrMedicare: 'Medicaid/Medicare',
  other: 'Otro',
}
/** The consent form's button, which the consent step's message names. */
const requestMyCall = 'Solicitar mi llamada'
const choiceLabels: Record<ChatChoice, string> = {
  medicaidDenied: 'Me negaron Medicaid',
  callMeNow: 'Llámenme ahora',
  tellMeMore: 'Primero quiero saber más',
  callRightNow: '¡Sí, llámenme ahora mismo!',
  thinkAboutIt: 'Necesito pensarlo',
  callMeAfterAll: 'Está bien, llámenme',
  callBackLater: 'Llamaré más tarde',
  requestCallback: 'Que un agente me llame',
  retryCallback: 'Intentar de nuevo',
}

/** Every answer button's label, by its code. */
export const chatOptionLabels: Record<ChatOption, string> = {
  ...ageLabels,
  ...incomeLabels,
  ...insuranceLabels,
  ...choiceLabels,
}

/** A price claim for the year on sale says what it depends on (content/en/priceClaims.ts). */
const lowPrice = `según ${priceDependsOn}, algunos planes, a menudo los ${metalTiers.Bronze}, pueden costar ${es.money(lowestPlanPrice)} al mes después de aplicar los créditos fiscales`
/** The agency's savings figures name their period (content/en/agency.ts). */
const inPeriod = `en ${agency.resultsPeriod}`
const InPeriod = `En ${agency.resultsPeriod}`

const noCostHelp = `Nuestra ayuda no le cuesta nada: las aseguradoras le pagan a nuestra agencia. Hemos ayudado a ${agency.familiesHelped} familias`

/** Where the credit ends for the year on sale: the high-income offer names it instead of a price. */
const creditLimitIncomes = creditLimitIn(pageYear)

/** Step 7's question, which ends the benefits in either version. */
const connectNowQuestion = '¿Quiere que le comunique con un agente ahora?'

/** A phone number to reach the visitor: the question every callback path asks. */
const bestNumber = '¿A qué número de teléfono es mejor llamarle?'

/** Every bot message, by its id (machines/chatScript.ts says when each is sent). */
export const chatMessages: Record<ChatMessageId, MessageWords> = {
  greeting: `¡Hola! En unos ${agency.timings.chatEligibilityCheck} puedo verificar si usted califica para créditos fiscales para la prima en un plan de salud de la ACA.`,
  firstQuestion: 'Primero, ¿le negaron Medicaid? Si no, ¿en qué rango de edad está?',
  medicaidDeniedSorry:
    'Lo siento mucho. Aun así, puede obtener un plan de la ACA. Que un crédito fiscal baje su prima depende de sus ingresos, de su estatus migratorio y de la razón por la que le negaron Medicaid: si se lo negaron por no cumplir el requisito de trabajo de Medicaid, no hay crédito fiscal. Un agente puede verificar para qué califica.',
  ageQuestion: '¿En qué rango de edad está?',
  incomeQuestion: '¡Gracias! ¿Cuáles son los ingresos anuales de su hogar?',
  insuranceQuestion: '¿Tiene seguro médico en este momento?',
  zipCodeQuestion: `¿Cuál es su ${zipCode}? Los planes y los precios dependen de dónde vive.`,
  zipCodeAgain: `Disculpe, no le entendí. ¿Puede escribir su ${zipCode} de 5 dígitos? Por ejemplo: 33101.`,
  nameQuestion: 'Entendido. ¿Y cuál es su nombre?',
  offer: ({ name }) =>
    `¡Mucho gusto, ${name}! Según sus respuestas, usted podría calificar para créditos fiscales que bajan su ${premium}: ${lowPrice}.`,
  offerHighIncome: ({ name }) =>
    `¡Mucho gusto, ${name}! Los créditos fiscales dependen del tamaño de su hogar: para la cobertura de ${creditLimitIncomes.year}, terminan en el ${es.wholePercent(creditLimitIncomes.percent)} del nivel federal de pobreza, es decir, ${es.money(creditLimitIncomes.single)} al año para una persona y ${es.money(creditLimitIncomes.familyOfFour)} para una familia de cuatro. Un ${licensedAgent} puede verificar si su hogar califica y comparar planes con usted.`,
  offerMedicare: ({ name }) =>
    `¡Mucho gusto, ${name}! Según sus respuestas, Medicare podría ser una mejor opción para usted que un ${marketplacePlan}, y un ${licensedAgent} puede ayudarle con sus opciones de Medicare sin costo.`,
  offerQuestion: `Un ${licensedAgent} puede confirmar sus opciones de plan y sus ahorros en una ${agency.timings.callStrip}. ¿Quiere hablar ahora?`,
  callNowGreat: ({ name }) =>
    `¡Excelente, ${name}! Un ${licensedAgent} revisará sus ahorros con usted. Es gratis y sin compromiso.`,
  callingNow: ({ phone }) => `Llamando ahora al ${phone}...`,
  benefitsCovered: `Todos los planes de la ACA cubren los ${essentialBenefits}: consultas médicas, medicamentos recetados, atención de emergencia, hospitalizaciones y ${preventiveServices}.`,
  benefitsPreexisting: `Ningún plan puede negarle la cobertura ni cobrarle más por una ${preexistingCondition}.`,
  benefitsSavings: `${noCostHelp}, y ${inPeriod} nuestros clientes ahorraron un promedio de ${es.money(agency.averageMonthlySavings)} al mes (los resultados varían).`,
  benefitsUrgency: `No espere demasiado: después de perder su cobertura, mudarse, casarse o tener un bebé, por lo general tiene solo ${sep.daysToEnroll} días para ${enroll}. ${connectNowQuestion}`,
  medicareCovers:
    'Medicare cubre las hospitalizaciones (Parte A) y las consultas médicas y la atención ambulatoria (Parte B). Los medicamentos recetados se cubren con un plan de la Parte D o con la mayoría de los planes Medicare Advantage.',
  medicareHelpWithCosts:
    'Si sus ingresos son limitados, los Programas de Ahorros de Medicare y la Ayuda Adicional pueden bajar sus primas y lo que paga por sus medicamentos.',
  medicareNoCostHelp: `${noCostHelp}.`,
  medicareUrgency: `No espere demasiado: su primera oportunidad de inscribirse en Medicare va desde ${enrollmentRules.medicareWindowMonths} meses antes del mes en que cumple ${medicareAge} años hasta ${enrollmentRules.medicareWindowMonths} meses después de ese mes, e inscribirse tarde puede hacer que pague más por la Parte B durante todo el tiempo que la tenga. ${connectNowQuestion}`,
  callingAfterBenefits: ({ phone }) => `¡Excelente decisión! Llamando ahora al ${phone}...`,
  thinkingFair: 'Es comprensible: la cobertura médica es una decisión importante.',
  thinkingNoObligation: `Una ${agency.timings.callStrip} con un ${licensedAgent} no le cuesta nada, y usted decide después. No hay ningún compromiso.`,
  persuasion: `${InPeriod}, algunos clientes ahorraron hasta ${es.money(agency.maxMonthlySavings)} al mes, y si hace poco perdió su cobertura, se mudó, se casó o tuvo un bebé, esperar podría hacer que se le pase el plazo para ${enroll}.`,
  persuasionMedicare:
    'Un agente puede explicarle paso a paso sus opciones de Medicare, y esperar podría hacer que se le pase el plazo para inscribirse.',
  callingAfterPersuasion: ({ phone }) => `¡Perfecto! Llamando ahora al ${phone}...`,
  reminder: ({ name, phone }) =>
    `No hay problema, ${name}. Cuando lo desee, llámenos al ${phone}. Estamos disponibles ${agency.hours.schedule}. La espera promedio es de ${agency.hours.homeAverageWait}.`,
  connecting: ({ phone }) => `Le estamos comunicando con un ${licensedAgent} al ${phone}...`,
  tailoredNone: `Buenas noticias: usted puede obtener cobertura, y un crédito fiscal podría bajar su ${premium}, según sus ingresos.`,
  tailoredNoneAtMedicareAge: `Buenas noticias: usted puede obtener cobertura. A partir de los ${medicareAge} años, lo usual es Medicare, y un ${licensedAgent} puede ayudarle a elegir e ${enroll} sin costo.`,
  tailoredEmployer: `Si el plan de su trabajo les cuesta demasiado a usted o a su familia, podría, en cambio, calificar para créditos fiscales en un ${marketplacePlan}. Un agente puede verificarlo por usted.`,
  tailoredIndividual: `Muchas personas con planes individuales pagan más de lo necesario. ${InPeriod}, nuestros clientes que se cambiaron de plan ahorraron un promedio de ${es.money(agency.averageMonthlySavings)} al mes (los resultados varían).`,
  tailoredMedicaidOrMedicare: `Si su Medicaid va a terminar, perderlo por lo general le permite ${enroll} en un plan de la ACA dentro de los ${sep.daysToEnroll} días siguientes. Que reciba un crédito fiscal depende de sus ingresos y de la razón por la que terminó su Medicaid: no hay crédito si terminó por no cumplir el requisito de trabajo. Si tiene Medicare, un agente le dirá qué opciones le convienen.`,
  tailoredOther: `Cada situación es diferente. Un ${licensedAgent} revisará la suya y buscará el plan de menor costo para el que usted califique.`,
  callbackAsk: ({ name }) => `Claro, ${name}. Un ${licensedAgent} le llamará. ${bestNumber}`,
  callbackLineClosed: ({ name, agentsBack }) =>
    `Nuestros agentes con licencia no están atendiendo llamadas en este momento, ${name}${agentsBack ? `: vuelven ${agentsBack}` : ''}. Podemos pedir que uno de ellos le llame en cuanto abramos. ${bestNumber}`,
  callbackNoDialer: ({ name }) =>
    `No puedo iniciar una llamada desde este dispositivo, ${name}, así que mejor pidamos que un ${licensedAgent} le llame. ${bestNumber}`,
  callbackPhoneAgain:
    'Disculpe, ese no parece un número de teléfono de EE. UU. ¿Puede escribirlo con el código de área? Por ejemplo: (305) 555-0142.',
  callbackConsent: `Último paso: confirme abajo que podemos comunicarnos con usted y luego toque “${requestMyCall}”.`,
  callbackConfirmed: ({ name, callbackPhone, phone, agentsBack }) =>
    agentsBack
      ? `¡Gracias, ${name}! Un ${licensedAgent} le llamará al ${callbackPhone} cuando abramos, ${agentsBack}.`
      : `¡Gracias, ${name}! Un ${licensedAgent} le llamará al ${callbackPhone}. Si prefiere no esperar, llámenos al ${phone}.`,
  callbackFailed: ({ phone, failure }) =>
    (failure && refusalText(failure.code, failure.detail)) ??
    `Disculpe, su solicitud no se pudo enviar. Vuelva a intentarlo o llámenos al ${phone}.`,
}

/** The words of one bot message id. */
export const sayText = sayTextFrom(chatMessages)

/** The words of one line of the conversation: the bot's message, the button the visitor tapped, or what they typed. */
export const messageText = messageTextFrom(sayText, chatOptionLabels)

/** The panel's own words (the floating button and the dialog title: content/es/chatLauncher.ts). */
export const chatPanelCopy: ChatPanelCopy = {
  subtitle: `Gratis • unos ${agency.timings.chatEligibilityCheck}`,
  logLabel: 'Conversación',
  botSpeaker: 'Asistente:',
  visitorSpeaker: 'Usted:',
  zipCodeField: {
    label: `Su ${zipCode}`,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    pattern: '\\s*[0-9]{5}\\s*',
  },
  nameField: { label: 'Su nombre', autoComplete: 'given-name', inputMode: 'text', pattern: undefined },
  phoneField: { label: 'Su número de teléfono', autoComplete: 'tel', inputMode: 'tel', pattern: undefined },
  consentForm: { submit: requestMyCall, sending: 'Enviando...', missing: fieldErrorCopy.missingConsent },
  send: 'Enviar',
  connect: `Comunicarme con un ${licensedAgent}`,
  callLink: (phone: string) => `Llamar al ${phone}`,
  agentsBack: (when: string) => `Los agentes vuelven ${when}.`,
}

/** The `phone_call` analytics label of a call the chat starts: the same code in both languages. */
export const chatCallLabel = 'chat_qualification_call'
