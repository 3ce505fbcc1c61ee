import type { AuthorizationWording } from '../../en/browser/authorization'

/**
 * The Spanish wordings of the CMS consent and the application review (content/en/browser/authorization.ts), in the
 * words HealthCare.gov uses in Spanish: el Mercado de Seguros Médicos, CuidadoDeSalud.gov, and "usted". Versions
 * start with 'es-', so no version names two wordings.
 */
export const currentAuthorization: AuthorizationWording = {
  version: 'es-authorize-2026-11-29',
  text: ({ consumerName, agentName, agencyLegalName }) =>
    `Yo, ${consumerName}, autorizo a ${agentName}, agente con licencia de ${agencyLegalName}, a ayudarme a presentar una solicitud, inscribirme, mantener y actualizar una cobertura de salud del Mercado de Seguros Médicos (CuidadoDeSalud.gov) para mí y para las personas incluidas en mi solicitud. Esto incluye buscar mi solicitud, ayudarme a completarla y a informar cambios, comparar y elegir planes, y responder mis preguntas sobre mi cobertura, usando mi información personal (como mi nombre, fecha de nacimiento, dirección, número de Seguro Social e ingresos) solo para estos fines. Esta autorización comienza hoy y dura hasta que yo la cancele. Puedo cancelarla en cualquier momento en la página de la agencia para dejar de recibir comunicaciones (/es/opt-out), eligiendo "Dejar de ayudarme", o diciéndoselo al agente o a la agencia.`,
}

export const authorizationVersions: readonly AuthorizationWording[] = [currentAuthorization]

export const currentReview: AuthorizationWording = {
  version: 'es-review-2026-11-29',
  text: ({ agentName, agencyLegalName }) =>
    `Revisé mi solicitud de elegibilidad del Mercado con ${agentName} de ${agencyLegalName}. El agente me explicó las declaraciones que hago en ella, incluidas las de mi hogar, mis ingresos y cualquier otra cobertura. El resumen de arriba es correcto, y entiendo que soy responsable de la información de mi solicitud.`,
}

export const reviewVersions: readonly AuthorizationWording[] = [currentReview]
