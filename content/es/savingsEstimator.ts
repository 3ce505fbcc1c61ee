import type { TwinOf } from '../twin'
import { licensedAgent, zipCode } from './glossary'

/** The estimator form's labels and hints, in the order the form shows them (content/savingsEstimator.ts). */
export const estimatorCopy = {
  heading: 'Calcule cuánto pagaría',
  intro: 'Cinco preguntas, sin registrarse. Nada de lo que escriba aquí sale de esta página, a menos que pida a un agente que lo revise.',
  year: {
    legend: '¿Para qué año va a comprar cobertura?',
    option: (year: number) => `Cobertura de ${year}`,
  },
  state: { label: 'Estado donde vive', placeholder: 'Elija su estado' },
  householdSize: { label: 'Personas en su hogar', hint: 'Usted, su cónyuge y todas las personas que declara como dependientes en sus impuestos.' },
  yearlyIncome: {
    label: 'Ingresos anuales del hogar antes de impuestos ($)',
    hint: 'Su mejor cálculo de los ingresos de su hogar para ese año, como en su declaración de impuestos: por ejemplo, 30,000.',
  },
  otherCoverage: { label: 'Puedo obtener un seguro médico asequible a través de un empleo, o tengo Medicare' },
  submit: 'Calcular mis ahorros',
  disclaimer: `Es un estimado, no una decisión de elegibilidad; los precios dependen de su ${zipCode} y del plan.`,
  resultHeading: 'Su estimado',
  // The sources' titles are the English documents' own (content/acaRules/sources.ts).
  sourcesHeading: 'De dónde salen estas cifras (fuentes en inglés)',
  call: 'Llame a un agente',
  text: 'Envíenos un mensaje de texto',
  agentCheck: 'Pida a un agente que lo revise',
  /** The callback form the agent-check button opens below the result. */
  callback: {
    heading: `Pida a un ${licensedAgent} que revise su estimado`,
    intro: `Déjenos sus datos y un ${licensedAgent} le devolverá la llamada con los precios reales de su ${zipCode}. Es gratis y sin compromiso. Su estimado (el año, el estado, el tamaño del hogar, los ingresos y el resultado de arriba) se envía junto con sus datos.`,
  },
} as const

/** Before the state's name on the link from a state's page to the estimator, started on that state. */
export const estimateInStateLead = 'Calcule cuánto pagaría en'

export type Twin = TwinOf<typeof import('../savingsEstimator'), typeof import('./savingsEstimator')>
