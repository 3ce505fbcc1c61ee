/** The estimator form's labels and hints, in the order the form shows them (content/en/browser/savingsEstimator.ts). */
export const estimatorCopy = {
  heading: 'Calcule cuánto pagaría',
  intro:
    'Cinco preguntas, sin registrarse. Nada de lo que escriba aquí sale de esta página, a menos que pida a un agente que lo revise.',
  year: {
    legend: '¿Para qué año va a comprar cobertura?',
    option: (year: number) => `Cobertura de ${year}`,
  },
  state: { label: 'Estado donde vive', placeholder: 'Elija su estado' },
  householdSize: {
    label: 'Personas en su hogar',
    hint: 'Usted, su cónyuge y todas las personas que declara como dependientes en sus impuestos.',
  },
  yearlyIncome: {
    label: 'Ingresos anuales del hogar antes de impuestos ($)',
    hint: 'Su mejor cálculo de los ingresos de su hogar para ese año, como en su declaración de impuestos: por ejemplo, 30,000.',
  },
  otherCoverage: { label: 'Puedo obtener un seguro médico asequible a través de un empleo, o tengo Medicare' },
  submit: 'Ver mi estimado',
} as const

/** Before the state's name on the link from a state's page to the estimator, started on that state. */
export const estimateInStateLead = 'Calcule cuánto pagaría en'
