/** The page any unknown path under /es shows (content/en/pages/notFound.ts). */
export const notFoundCopy = {
  title: 'Página no encontrada',
  heading: '404',
  text: '¡Uy! No encontramos esta página',
  home: 'Volver al inicio',
  callPrompt: '¿Busca ayuda con un plan? Llame a un agente con licencia:',
  popularHeading: 'Páginas más visitadas',
  call: { callLabel: 'not_found_phone_click' },
} as const
