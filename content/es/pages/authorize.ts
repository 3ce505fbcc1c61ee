import { agency } from '../agency'

/** /es/authorize: solo se llega por el enlace de un agente; los buscadores no la indexan. */
export const authorizeMeta = {
  path: '/authorize',
  title: `Su consentimiento para que un agente le ayude | ${agency.name}`,
}
