import { enrollmentRuleFigures } from '../../rules/figureFacts'

const honorDays = enrollmentRuleFigures.optOutHonorBusinessDays

/** El formulario y la confirmación de /es/opt-out (content/en/optOutForm.ts). */
export const optOutCopy = {
  heading: 'Dejar de recibir llamadas y mensajes',
  intro: [
    'Indíquenos a qué número de teléfono o correo electrónico ya no debemos llamar ni escribir (puede darnos ambos) y qué desea que dejemos de hacer. No tiene que darnos ninguna razón.',
    `Lo haremos en un plazo máximo de ${honorDays} días hábiles, y por lo general mucho antes. También puede responder STOP a cualquier mensaje de texto nuestro o decírselo al agente en cualquier llamada.`,
  ],
  form: {
    contactLegend: 'Su número de teléfono o correo electrónico',
    contactHint: 'Complete uno o ambos.',
    phone: { label: 'Número de teléfono', placeholder: '(555) 123-4567' },
    email: { label: 'Correo electrónico', placeholder: 'nombre@ejemplo.com' },
    stopLegend: '¿Qué desea que dejemos de hacer?',
    stop: {
      all: 'Todo: llamadas, mensajes de texto y correos electrónicos',
      calls: 'Llamadas telefónicas',
      texts: 'Mensajes de texto',
      emails: 'Correos electrónicos',
    },
    submit: 'Enviar mi solicitud',
    submitting: 'Enviando...',
  },
  confirmation: {
    heading: 'Recibimos su solicitud',
    text: `Dejaremos de llamar o escribir al número o al correo electrónico que nos dio, según lo que eligió, en un plazo máximo de ${honorDays} días hábiles, y por lo general mucho antes. No tiene que hacer nada más.`,
    again: 'Enviar otra solicitud',
  },
  privacyNote:
    'Usamos estos datos solo para dejar de comunicarnos con usted, y guardamos constancia de su solicitud para poder cumplirla.',
} as const
