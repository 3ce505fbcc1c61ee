import type { PageConversion, PageMeta } from '../../types'
import { agency } from '../agency'

/** /es/accessibility (content/en/pages/accessibility.ts): la declaración de accesibilidad. */
export const accessibilityMeta: PageMeta = {
  path: '/accessibility',
  title: `Declaración de accesibilidad | ${agency.name}`,
  description:
    'Cómo hacemos accesible este sitio, cómo lo evaluamos, sus limitaciones y cómo pedir ayuda por teléfono, mensaje de texto o correo electrónico.',
}

export const accessibilityConversion: PageConversion = {
  smsBody: 'Hola, necesito ayuda para usar su sitio web.',
  callLabel: 'accessibility_phone_click',
}

export const accessibilityCopy = {
  heading: 'Declaración de accesibilidad',
  reviewed: 'Última revisión: 27 de noviembre de 2026',
  intro: `En ${agency.name} queremos que todas las personas puedan informarse sobre la cobertura médica y comunicarse con un agente con licencia, sin importar el dispositivo ni la tecnología de asistencia que usen.`,
  sections: [
    {
      heading: 'Nuestro objetivo',
      paragraphs: [
        'Nuestra meta es que este sitio cumpla las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, en inglés y en español. Eso significa, entre otras cosas, que cada página se puede usar solo con el teclado, que el texto se puede agrandar, que los colores tienen suficiente contraste, que los campos y las casillas de los formularios tienen su etiqueta y que los errores se explican con palabras junto al campo.',
      ],
    },
    {
      heading: 'Cómo lo evaluamos',
      list: [
        'Revisamos cada página, en los dos idiomas, con el motor de accesibilidad axe según las WCAG 2.2 AA, en pantallas de teléfono y de computadora, y también cada estado de los formularios, del chat y del estimador de créditos fiscales, incluidos los errores, los avisos y las confirmaciones.',
        'Recorremos los formularios, el chat, los menús y el estimador solo con el teclado, y comprobamos que lo que tiene el foco nunca quede oculto detrás de las barras fijas de la pantalla.',
        'Abrimos el sitio en tres motores de navegador (Chromium, Firefox y WebKit, el motor de Safari) en pantallas de teléfono y de computadora.',
        'Estas pruebas se hacen automáticamente antes de publicar cualquier cambio en el sitio.',
      ],
    },
    {
      heading: 'Limitaciones conocidas',
      list: [
        'Las pruebas automáticas encuentran muchos problemas, pero no todos. Todavía no han revisado el sitio personas que usan a diario lectores de pantalla u otras tecnologías de asistencia, y no lo hemos probado con cada lector de pantalla.',
        'En Firefox y WebKit comprobamos que las páginas cargan y se ven bien; las pruebas completas de accesibilidad se hacen en Chromium.',
        'Para hacer una cita y para leer nuestras reseñas se abren sitios web de otras empresas, que no controlamos.',
        'El chat muestra una breve pausa, como si alguien escribiera, antes de cada respuesta.',
      ],
    },
    {
      heading: 'Obtenga ayuda o infórmenos de un problema',
      paragraphs: [
        'Si alguna parte de este sitio le resulta difícil de usar, o necesita la información en otro formato, comuníquese con nosotros y le ayudaremos por teléfono, mensaje de texto o correo electrónico. Si usa un servicio de retransmisión, marque 711 y dé nuestro número al operador del servicio. Respondemos los correos electrónicos en un plazo de 2 días hábiles.',
      ],
    },
  ],
  contactLabels: { call: 'Llamar', text: 'Enviar un texto', email: 'Correo electrónico' },
} as const
