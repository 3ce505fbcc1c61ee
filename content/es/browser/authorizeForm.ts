import type { authorizeCopy as english } from '../../en/browser/authorizeForm'

/**
 * Las palabras de la página del consentimiento de CMS (/es/authorize), con los términos de CuidadoDeSalud.gov y de
 * "usted" (content/en/browser/authorizeForm.ts). Las palabras exactas del consentimiento están en
 * content/es/browser/authorization.ts.
 */
export const authorizeCopy: typeof english = {
  heading: 'Su consentimiento para que un agente le ayude',
  intro:
    'Su agente le envió esta página. Antes de que un agente con licencia le ayude con una cobertura de salud del Mercado, las normas federales piden su consentimiento por escrito. Lea lo que acepta, escriba su nombre completo y marque la casilla.',
  checking: 'Verificando su enlace...',
  unchecked: {
    text: 'No pudimos verificar su enlace. Revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  refused: {
    heading: 'Este enlace no se puede usar',
    text: 'Este enlace no es válido o ya se usó. No se registró nada. Pídale a su agente un enlace nuevo.',
  },
  expired: {
    heading: 'Este enlace venció',
    text: 'Los enlaces funcionan solo por unos días. No se registró nada. Pídale a su agente un enlace nuevo.',
  },
  elements: {
    heading: 'Lo que usted acepta, en palabras sencillas',
    yourName: 'Su nombre',
    agent: 'Su agente',
    agentOf: (agent: string, agency: string) => `${agent}, agente con licencia de ${agency}`,
    scope: 'Lo que el agente puede hacer',
    scopeText:
      'Ayudarle a presentar una solicitud, inscribirse, mantener y actualizar una cobertura de salud del Mercado de Seguros Médicos (CuidadoDeSalud.gov), para usted y para las personas incluidas en su solicitud.',
    duration: 'Por cuánto tiempo',
    durationText: 'Desde hoy hasta que usted lo cancele.',
    revoke: 'Cómo cancelarlo',
    revokeText:
      'En cualquier momento: en nuestra página para dejar de recibir comunicaciones (elija "Dejar de ayudarme"), o diciéndoselo a su agente o a nuestra agencia.',
    revokeLink: 'Nuestra página para dejar de recibir comunicaciones',
    date: 'Fecha',
  },
  form: {
    wordsHeading: 'Su consentimiento, palabra por palabra',
    name: {
      label: 'Escriba su nombre completo como firma',
      hint: (name: string) => `El nombre en su enlace: ${name}`,
    },
    agree: 'Doy este consentimiento.',
    review: {
      legend: 'Revisión de su solicitud (opcional)',
      intro:
        'Su agente resumió su solicitud del Mercado para que usted la revise. Si el resumen es correcto, marque la casilla. Si no lo es, deje la casilla sin marcar y dígaselo a su agente.',
      summary: 'El resumen de su agente',
    },
    submit: 'Dar mi consentimiento',
    submitting: 'Enviando...',
  },
  errors: {
    signedName: {
      missing: 'Escriba su nombre completo.',
      tooLong: 'Use 100 caracteres como máximo.',
      invisible: 'Quite los caracteres invisibles (el texto copiado puede traerlos) y escriba su nombre de nuevo.',
      noLetter: 'Escriba su nombre con letras.',
      notAgreed: 'Escriba su nombre completo.',
    },
    agreed: {
      missing: 'Marque la casilla para dar su consentimiento.',
      tooLong: 'Marque la casilla para dar su consentimiento.',
      invisible: 'Marque la casilla para dar su consentimiento.',
      noLetter: 'Marque la casilla para dar su consentimiento.',
      notAgreed: 'Marque la casilla para dar su consentimiento.',
    },
  },
  notices: {
    nameMismatch: (typed: string, onLink: string) =>
      `El nombre que escribió, "${typed}", no es el nombre de su enlace, "${onLink}". Revíselo. Si es correcto, envíelo de nuevo: guardamos los dos nombres.`,
    exception: 'Su consentimiento no se envió porque no hubo respuesta. Revise su conexión y envíelo de nuevo.',
    backendError: 'Su consentimiento no se envió. Inténtelo de nuevo en un momento o llámenos.',
  },
  confirmation: {
    heading: 'Gracias: su consentimiento quedó registrado',
    text: 'Guarde una copia para sus registros. Su agente y nuestra agencia tienen el mismo registro.',
    signedBy: 'Firmado por (nombre escrito)',
    nameOnLink: 'Nombre en el enlace',
    agent: 'Agente',
    agency: 'Agencia',
    when: 'Fecha y hora',
    consent: 'Consentimiento',
    review: 'Revisión de la solicitud',
    summary: 'Resumen del agente',
    print: 'Imprimir o guardar una copia',
    revoke:
      'Para cancelarlo en cualquier momento: nuestra página para dejar de recibir comunicaciones (elija "Dejar de ayudarme"), o dígaselo a su agente o a nuestra agencia.',
  },
}
