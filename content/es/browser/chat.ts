import { es } from '../../format'
import type { ChatMessageId, ChatChoice, HouseholdOption, InsuranceOption } from '../../../machines/chatScript'
import { ageLabels, type ChatFacts, type MessageWords, type OptionLabels } from '../../copyReaders/chatFacts'
import type { ChatPanelCopy } from '../../en/browser/chat'
import {
  enroll,
  essentialBenefits,
  licensedAgent,
  marketplacePlan,
  metalTiers,
  povertyLevel,
  preexistingCondition,
  premiumTaxCredit,
  preventiveServices,
  zipCode,
} from './glossary'
import { householdSizes } from '../../../rules/chatAnswers'
import { medicareHelp } from '../../../rules/figureFacts'
import { findStateMedicaid } from '../../../rules/medicaid'
import { workRequirementIn } from '../../../rules/workRequirement'
import type { ChatIncomeBand, ChatOutcome, CreditLikely } from '../../../rules/chatOutcome'
import { agency } from '../agency'
import { medicareDisclaimer } from './medicarePlans'
import { enrollmentRules, medicareAge, sep } from '../figures'
import { refusalText } from './backendRefusals'
import { caveatText } from './caveats'
import { fieldErrorCopy } from './fieldErrors'
import { stateNames } from './stateNames'
import {
  incomeLabelsFrom,
  messageTextFrom,
  optionTextFrom,
  outcomeTextFrom,
  sayTextFrom,
  type OutcomeWords,
} from '../../copyReaders/wordLookups'

/**
 * The qualification chat in Spanish (content/en/browser/chat.ts): every answer button and bot message, keyed by the codes and
 * message ids of machines/chatScript.ts, and the panel's words. Figures come from the same modules as the English.
 */

export type { ChatFieldCopy, ChatPanelCopy, ChatCopy } from '../../en/browser/chat'

const insuranceLabels: Record<InsuranceOption, string> = {
  none: 'No tengo seguro',
  employer: 'Seguro de mi empleador',
  individual: 'Plan individual',
  medicaid: 'Medicaid (ahora, por terminar o negado)',
  medicare: 'Medicare',
  other: 'Otro',
}
const householdLabels: Record<HouseholdOption, string> = {
  household1: 'Solo yo',
  household2: '2',
  household3: '3',
  household4: '4',
  household5: '5',
  household6: '6',
  household7: '7',
  householdMore: '8 o más',
}

/** An income button names its dollars (content/en/browser/chat.ts): 'Hasta $22,024', 'De $22,025 a $39,900', 'Más de $63,840'. */
const bandWords = (band: ChatIncomeBand): string =>
  band.to === null
    ? `Más de ${es.money(band.from - 1)}`
    : band.from === 0
      ? `Hasta ${es.money(band.to)}`
      : `De ${es.money(band.from)} a ${es.money(band.to)}`
const incomeLabels = incomeLabelsFrom(bandWords)
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

/** Every answer button's words, by its code. */
export const chatOptionLabels: OptionLabels = {
  ...ageLabels,
  ...insuranceLabels,
  ...householdLabels,
  ...incomeLabels,
  ...choiceLabels,
}
/** The agency's savings figures name their period (content/en/agency.ts). */
const inPeriod = `en ${agency.resultsPeriod}`
const InPeriod = `En ${agency.resultsPeriod}`

const noCostHelp = `Nuestra ayuda no le cuesta nada: las aseguradoras le pagan a nuestra agencia. Hemos ayudado a ${agency.familiesHelped} familias`

const silver = metalTiers.Silver
const people = (size: number | null | undefined) => (size === 1 || !size ? '1 persona' : `${es.number(size)} personas`)
const range = (from: number, to: number | null) =>
  to === null || to === from ? es.money(from) : `entre ${es.money(from)} y ${es.money(to)}`
const picked = ({ incomeBands = [], incomeBand }: ChatFacts) => incomeBands.find((band) => band.code === incomeBand)
const caveatsOf = (facts: ChatFacts, caveats: CreditLikely['caveats']) =>
  facts.state ? caveats.map((caveat) => ` ${caveatText(caveat, facts.year ?? 0, facts.state ?? 'AL')}`).join('') : ''

/** The credit in words (content/en/browser/chat.ts). */
function creditWords(facts: ChatFacts, credit: CreditLikely): string {
  const { monthlyMax, silverPlanPays } = credit
  const pays =
    monthlyMax.to === null
      ? `al menos ${es.money(monthlyMax.from)}`
      : `como máximo ${range(monthlyMax.from, monthlyMax.to)}`
  const share = silverPlanPays
    ? silverPlanPays.from === silverPlanPays.to
      ? `el ${es.wholePercent(silverPlanPays.from)}`
      : `entre el ${es.wholePercent(silverPlanPays.to)} y el ${es.wholePercent(silverPlanPays.from)}`
    : ''
  const reduction = silverPlanPays
    ? ` Con un plan ${silver}, además, sus deducibles y copagos serían más bajos: el plan paga ${share} de sus costos, aproximadamente.`
    : ''
  return `su hogar de ${people(facts.householdSize)} pagaría ${pays} al mes por el plan ${silver} de referencia en ${facts.year}.${reduction}`
}

/** What the rules say of the visitor's answers (content/en/browser/chat.ts), one outcome each. */
const outcomeWords: OutcomeWords = {
  medicare: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'medicare' }>) => {
    const yours = `¡Mucho gusto, ${facts.name}! ${outcome.because === 'age' ? `A partir de los ${medicareAge} años, su cobertura es Medicare` : 'Como usted tiene Medicare, su cobertura es Medicare'}, no un ${marketplacePlan} con ${premiumTaxCredit}.`
    return facts.medicareMarketing
      ? `${yours} ${medicareDisclaimer(facts.medicareMarketing)} Un ${licensedAgent} puede comparar con usted los planes de Medicare que ofrecemos, sin costo para usted.`
      : `${yours} Para recibir ayuda gratuita e imparcial, llame al ${medicareHelp.phone}, visite ${medicareHelp.site} o consulte el programa gratuito de asesoría sobre Medicare de su estado (búsquelo en ${medicareHelp.counselingSite}).`
  },
  medicaidLikely: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'medicaidLikely' }>) => {
    const state = facts.state ? stateNames[facts.state] : ''
    const band = picked(facts)
    const program = outcome.program ? outcome.program.name : `Medicaid en ${state}`
    // The requirement in the estimator's words (caveats.ts), the one wording of its figures.
    const work =
      outcome.workRequirement && facts.state
        ? ` ${caveatText({ kind: 'medicaidWorkRequirement', from: outcome.workRequirement.from }, facts.year ?? 0, facts.state)}`
        : ''
    return `¡Mucho gusto, ${facts.name}! Con ${people(facts.householdSize)} en su hogar e ingresos de hasta ${es.money(band?.to ?? 0)} en ${facts.year}, es probable que usted califique para ${program}, que cuesta poco o nada, en lugar de un ${premiumTaxCredit}.${work}${caveatsOf(facts, outcome.caveats)}`
  },
  coverageGap: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'coverageGap' }>) => {
    const state = facts.state ? stateNames[facts.state] : ''
    const band = picked(facts)
    return `Mucho gusto, ${facts.name}. En ${state}, que no amplió Medicaid, un hogar de ${people(facts.householdSize)} con ingresos de menos de ${es.money((band?.to ?? 0) + 1)} en ${facts.year} queda en lo que se llama la brecha de cobertura: el ${premiumTaxCredit} empieza en el ${povertyLevel}, y allí Medicaid cubre a pocos adultos. Los niños, las mujeres embarazadas y las personas con discapacidades aún podrían calificar, y si espera tener ingresos más altos, el resultado cambia: un agente puede verificarlo.${caveatsOf(facts, outcome.caveats)}`
  },
  creditLikely: (facts: ChatFacts, outcome: CreditLikely) =>
    `¡Mucho gusto, ${facts.name}! Es probable que pueda recibir un ${premiumTaxCredit} en ${facts.year}: ${creditWords(facts, outcome)}${caveatsOf(facts, outcome.caveats)}`,
  noCredit: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'noCredit' }>) => {
    const band = picked(facts)
    return `Mucho gusto, ${facts.name}. En ${facts.year}, el ${premiumTaxCredit} termina en el ${es.wholePercent(outcome.limitPercent)} del ${povertyLevel}, es decir, ${es.money((band?.from ?? 1) - 1)} al año para ${people(facts.householdSize)}, así que con sus ingresos no hay crédito. Aun así, puede comprar un ${marketplacePlan} a precio completo, y un ${licensedAgent} puede comparar planes con usted.`
  },
  depends: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'depends' }>) => {
    const hello = `Mucho gusto, ${facts.name}.`
    switch (outcome.on) {
      case 'yearUnknown':
        return `${hello} Las reglas del año de cobertura que se vende hoy todavía no están en mi verificador, así que no puedo decirle para qué califica. Un ${licensedAgent} sí puede.`
      case 'stateUnknown':
        return `${hello} Sin saber su estado no puedo revisar sus reglas, así que un ${licensedAgent} le dirá para qué califica.`
      case 'incomeUnknown':
        return `${hello} Sin saber sus ingresos no puedo revisar las reglas, así que un ${licensedAgent} le dirá para qué califica.`
      case 'employerCoverage':
        return `${hello} Depende del plan de su trabajo: si es asequible para usted según las reglas del Mercado y cubre lo suficiente, usted no recibe ${premiumTaxCredit}. Si no lo es, ${creditWords(facts, outcome.withoutIt)} Un agente puede revisar con usted el plan de su trabajo.${caveatsOf(facts, outcome.withoutIt.caveats)}`
      case 'otherCoverage':
        return `${hello} Depende de su otra cobertura: algunas (por ejemplo, TRICARE o la atención médica del VA) no permiten recibir el ${premiumTaxCredit}, y otras (por ejemplo, un plan de corto plazo) sí. Sin ella, ${creditWords(facts, outcome.withoutIt)} Un agente puede revisar la suya con usted.${caveatsOf(facts, outcome.withoutIt.caveats)}`
    }
  },
}

const outcomeText = outcomeTextFrom(outcomeWords)

/** Losing Medicaid (content/en/browser/chat.ts). */
function medicaidLossWindow(facts: ChatFacts): string {
  const window = `Si su Medicaid va a terminar o ya terminó, por lo general puede elegir un ${marketplacePlan} desde ${enrollmentRules.medicaidLossDaysBefore} días antes de que termine hasta ${enrollmentRules.medicaidLossDaysAfter} días después; un agente puede confirmarle su fecha límite.`
  const { state, year, outcome } = facts
  // Said already where the outcome is Medicaid with the requirement (its caveat ends with the same bar).
  const saidAlready = outcome?.kind === 'medicaidLikely' && outcome.workRequirement !== null
  const work =
    state && year && !saidAlready && findStateMedicaid(state).expanded && workRequirementIn(state, year)
      ? ` Si Medicaid terminó, o se lo negaron, por no cumplir el requisito de trabajo, no hay ${premiumTaxCredit} de un ${marketplacePlan}.`
      : ''
  return `${window}${work}`
}

/** Step 7's question, which ends the benefits in either version. */
const connectNowQuestion = '¿Quiere que le comunique con un agente ahora?'

/** A phone number to reach the visitor: the question every callback path asks. */
const bestNumber = '¿A qué número de teléfono es mejor llamarle?'

/** Every bot message, by its id (machines/chatScript.ts says when each is sent). */
export const chatMessages: Record<ChatMessageId, MessageWords> = {
  greeting: `¡Hola! En unos ${agency.timings.chatEligibilityCheck} puedo verificar si usted califica para créditos fiscales para la prima en un plan de salud de la ACA.`,
  firstQuestion: 'Primero, ¿le negaron Medicaid? Si no, ¿en qué rango de edad está?',
  medicaidDeniedSorry:
    'Lo siento mucho. Aun así, un plan del Mercado podría estar a su alcance. Que un crédito fiscal baje su prima depende de sus ingresos, de su estatus migratorio y de la razón por la que le negaron Medicaid: si se lo negaron por no cumplir el requisito de trabajo de Medicaid, no hay crédito fiscal. Un agente puede verificar para qué califica.',
  ageQuestion: '¿En qué rango de edad está?',
  insuranceQuestion: '¡Gracias! ¿Tiene seguro médico en este momento?',
  zipCodeQuestion: `¿Cuál es su ${zipCode}? Las reglas y los planes dependen de dónde vive.`,
  zipCodeAgain: `Disculpe, no le entendí. ¿Puede escribir su ${zipCode} de 5 dígitos? Por ejemplo: 33101.`,
  zipCodeUnknown: `No encuentro ese ${zipCode} en los 50 estados ni en DC. ¿Puede revisarlo y escribirlo de nuevo?`,
  zipCodeStillUnknown: `Todavía no puedo saber su estado por ese ${zipCode}, así que aquí no puedo revisar sus reglas.`,
  householdQuestion:
    '¿Cuántas personas hay en su hogar? Cuéntese usted, su cónyuge y las personas que declara como dependientes en sus impuestos.',
  householdCountQuestion: '¿Cuántas personas en total? Escriba el número, por favor.',
  householdCountAgain: `Escriba un número entero del ${householdSizes.typedFrom} al ${householdSizes.typedTo}, por favor. Si su hogar es más grande, escriba ${householdSizes.typedTo}: un agente lo revisará con usted.`,
  incomeQuestion: ({ year }) =>
    `¿Cuánto espera que ganen en total las personas de su hogar en ${year}, antes de impuestos? Los montos son los de ${year} para un hogar de su tamaño.`,
  nameQuestion: 'Entendido. ¿Y cuál es su nombre?',
  outcomeMedicare: outcomeText('medicare'),
  outcomeMedicaid: outcomeText('medicaidLikely'),
  outcomeCoverageGap: outcomeText('coverageGap'),
  outcomeCredit: outcomeText('creditLikely'),
  outcomeNoCredit: outcomeText('noCredit'),
  outcomeDepends: outcomeText('depends'),
  medicaidLossWindow,
  offerQuestion: ({ outcome, medicareMarketing }) =>
    outcome?.kind === 'medicare' && medicareMarketing
      ? `Un ${licensedAgent} puede revisar con usted sus opciones de planes de Medicare en una ${agency.timings.callStrip}. ¿Quiere hablar ahora?`
      : outcome?.kind === 'medicare'
        ? `Nuestros agentes con licencia pueden ayudarle con la cobertura del Mercado para otras personas de su hogar, en una ${agency.timings.callStrip}. ¿Quiere hablar ahora?`
        : `Un ${licensedAgent} puede confirmar para qué califica y comparar planes con usted en una ${agency.timings.callStrip}, sin costo para usted. ¿Quiere hablar ahora?`,
  callNowGreat: ({ name }) =>
    `¡Excelente, ${name}! Un ${licensedAgent} revisará sus opciones con usted. Es gratis y sin compromiso.`,
  callingNow: ({ phone }) => `Llamando ahora al ${phone}...`,
  benefitsCovered: `Todos los planes de la ACA cubren los ${essentialBenefits}: consultas médicas, medicamentos recetados, atención de emergencia, hospitalizaciones y ${preventiveServices}.`,
  benefitsPreexisting: `Ningún plan puede negarle la cobertura ni cobrarle más por una ${preexistingCondition}.`,
  benefitsSavings: `${noCostHelp}, y ${inPeriod} nuestros clientes ahorraron un promedio de ${es.money(agency.averageMonthlySavings)} al mes, según nuestra agencia, cuando se aplicaban créditos fiscales más altos (los resultados varían).`,
  benefitsUrgency: `No espere demasiado: después de perder su cobertura, mudarse, casarse o tener un bebé, por lo general tiene solo ${sep.daysToEnroll} días para ${enroll}. ${connectNowQuestion}`,
  medicareFreeCounseling: `El programa de asesoría sobre Medicare de su estado (${medicareHelp.counselingSite}) ofrece ayuda personal, gratuita e imparcial para comparar sus opciones de Medicare; no vende nada.`,
  medicareHelpWithCosts:
    'Si sus ingresos son limitados, los Programas de Ahorros de Medicare y la Ayuda Adicional pueden bajar sus primas y lo que paga por sus medicamentos.',
  medicareUrgency: `No espere demasiado: su primera oportunidad de inscribirse en Medicare va desde ${enrollmentRules.medicareWindowMonths} meses antes del mes en que cumple ${medicareAge} años hasta ${enrollmentRules.medicareWindowMonths} meses después de ese mes, e inscribirse tarde puede hacer que pague más por la Parte B durante todo el tiempo que la tenga. ${connectNowQuestion}`,
  callingAfterBenefits: ({ phone }) => `¡Excelente decisión! Llamando ahora al ${phone}...`,
  thinkingFair: 'Es comprensible: la cobertura médica es una decisión importante.',
  thinkingNoObligation: `Una ${agency.timings.callStrip} con un ${licensedAgent} no le cuesta nada, y usted decide después. No hay ningún compromiso.`,
  persuasion: `${InPeriod}, algunos clientes ahorraron hasta ${es.money(agency.maxMonthlySavings)} al mes, según nuestra agencia, cuando se aplicaban créditos fiscales más altos (los resultados varían); y si hace poco perdió su cobertura, se mudó, se casó o tuvo un bebé, esperar podría hacer que se le pase el plazo para ${enroll}.`,
  persuasionMedicare: `El ${medicareHelp.phone} y el programa de asesoría de su estado pueden explicarle paso a paso sus opciones de Medicare, y esperar podría hacer que se le pase el plazo para inscribirse.`,
  callingAfterPersuasion: ({ phone }) => `¡Perfecto! Llamando ahora al ${phone}...`,
  reminder: ({ name, phone }) =>
    `No hay problema, ${name}. Cuando lo desee, llámenos al ${phone}. Estamos disponibles ${agency.hours.schedule}. La espera promedio es de ${agency.hours.homeAverageWait}.`,
  connecting: ({ phone }) => `Le estamos comunicando con un ${licensedAgent} al ${phone}...`,
  tailoredNone: 'Gracias. Unas preguntas rápidas más y le diré lo que indican sus respuestas.',
  tailoredEmployer: `Gracias. El plan de un trabajo impide recibir el ${premiumTaxCredit} solo si es asequible para usted según las reglas del Mercado; unas preguntas rápidas más y le diré lo que indica lo demás.`,
  tailoredIndividual: `Gracias. Si usted compra su propio plan, sus ingresos deciden cuánto ${premiumTaxCredit} puede recibir; unas preguntas rápidas más y le diré lo que indican los suyos.`,
  tailoredMedicaid: `Lamento oír eso, si su Medicaid va a terminar. Perder Medicaid por lo general le permite elegir un ${marketplacePlan}; que un crédito fiscal le ayude depende de su estado, de sus ingresos y de la razón por la que terminó Medicaid. Unas preguntas rápidas más.`,
  tailoredMedicare: `Gracias. Con Medicare, un ${marketplacePlan} con ${premiumTaxCredit} no es para usted, pero puedo indicarle dónde recibir ayuda gratuita e imparcial sobre Medicare.`,
  tailoredOther: `Cada situación es diferente. Unas preguntas rápidas más y le diré lo que indican sus respuestas; un ${licensedAgent} puede revisar lo demás.`,
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

/** The words on one answer button. */
export const optionText = optionTextFrom(chatOptionLabels)

/** The words of one line of the conversation: the bot's message, the button the visitor tapped, or what they typed. */
export const messageText = messageTextFrom(sayText, optionText)

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
  householdField: {
    label: 'Número de personas',
    autoComplete: 'off',
    inputMode: 'numeric',
    pattern: '\\s*[0-9]{1,2}\\s*',
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
