import type { LegalDocument } from '../../../types'
import { agency } from '../../agency'
import { fullDate } from '../../browser/dates'
import type { LegalVersion } from '../../../../rules/legalVersions'
import {
  affordableCareAct,
  costSharingReductions,
  enroll,
  householdIncome,
  marketplace,
  premiumTaxCredit,
  specialEnrollment,
  zipCode,
} from '../../browser/glossary'
import { siteLocales } from '../../../../rules/locales'

const we = agency.name
const path = '/privacy-policy'

/** /es/privacy-policy (content/en/pages/privacyPolicy.ts): a translation; the English policy governs. */
export const privacyPolicy: LegalDocument = {
  meta: {
    path,
    title: `Política de privacidad | ${agency.name}`,
    description: `Cómo ${we} recopila, usa y protege la información que usted nos da, sus opciones sobre llamadas y mensajes de texto, y cómo comunicarse con nosotros.`,
  },
  conversion: {
    smsBody: '¡Hola! Tengo una pregunta sobre su política de privacidad y mi información.',
    callLabel: 'privacy_policy_phone_click',
  },
  heading: 'Política de privacidad',
  effective: `Vigente desde el ${fullDate('2026-11-30' satisfies LegalVersion<'privacyPolicy'>)}`,
  intro: [
    // The English version is one click away: the header's language switch opens the same page in English.
    `Esta política es una traducción que ofrecemos para su comodidad: si esta versión y la versión en inglés no coinciden, prevalece la versión en inglés, que puede leer con el enlace «${siteLocales.en.name}» en la parte de arriba de esta página.`,
    `${we} (“nosotros”, “nos”, “nuestro”) es una agencia de seguros con licencia que ayuda a las personas a encontrar un seguro médico e inscribirse en él, incluidos los planes del ${marketplace} de la ${affordableCareAct} (ACA, por sus siglas en inglés). Esta política explica qué información recopilamos a través de este sitio web y cuando usted nos llama o nos envía un mensaje de texto, cómo la usamos, con quién la compartimos y qué opciones tiene.`,
    'Al usar este sitio web o enviarnos su información, usted acepta las prácticas que se describen aquí. Si no está de acuerdo, le pedimos que no nos envíe su información.',
  ],
  sections: [
    {
      heading: 'Información que usted nos da',
      blocks: [
        'Cuando completa en este sitio web un formulario de contacto o para pedir que lo llamemos, recopilamos:',
        {
          list: [
            'su nombre y apellido;',
            'su dirección de correo electrónico;',
            'su número de teléfono;',
            'el estado donde vive;',
            'si aceptó que lo llamemos sobre opciones de seguro médico y, por separado, si aceptó recibir nuestros mensajes de texto.',
          ],
        },
        `Cuando habla con uno de nuestros agentes con licencia para obtener una cotización o solicitar cobertura, también puede darnos información como su fecha de nacimiento, su ${zipCode}, los miembros de su hogar, los ${householdIncome}, su cobertura actual y, si presenta una solicitud, los datos que exige la solicitud del Mercado, como números de Seguro Social y su situación de ciudadanía o de inmigración. Solo le pedimos lo necesario para cotizar planes, verificar si califica para ahorros y presentar su solicitud.`,
        'Nuestra calculadora de ahorros también funciona en su navegador. Si pide que un agente revise un estimado, recibimos su solicitud junto con el estimado tal como se le mostró (el año de cobertura, el estado, el número de personas del hogar, los ingresos anuales y el resultado).',
        `El chat de elegibilidad de nuestra página de inicio funciona en su navegador. Las respuestas que elige allí se quedan en su navegador, a menos que pida que un agente le llame. En ese caso, recibimos su nombre de pila, su número de teléfono y su ${zipCode} (y el estado al que corresponde), las respuestas que eligió (su rango de edad, su seguro actual, el número de personas de su hogar, su rango de ingresos para el año de cobertura que revisó el chat y si le negaron Medicaid) y el consentimiento que dio (para recibir llamadas y, si también marcó esa casilla, mensajes de texto), para que el agente pueda ayudarle. Si prefiere llamarnos, usted decide qué le cuenta al agente.`,
      ],
    },
    {
      heading: 'Información que se recopila automáticamente',
      blocks: [
        'Cuando envía un formulario, guardamos un registro de su consentimiento: la fecha y la hora, la página, el texto del botón que pulsó, si marcó cada casilla (llamadas, mensajes de texto) y el texto exacto de cada casilla, junto con un código de verificación de ese texto (hash SHA-256) que calculan su navegador y nuestra base de datos y que debe coincidir, su dirección IP y los datos de identificación de su navegador (user agent), la versión de nuestro sitio web y de esta política y nuestros términos que mostraba la página, y si su navegador envió la señal Global Privacy Control; y la zona horaria de su navegador, para llamarle solo en el horario que permite la ley donde usted vive.',
        'Nuestros sistemas impiden que este registro se modifique una vez guardado: no se puede editar, y solo se elimina mediante un procedimiento que deja constancia de la eliminación. Además, cada registro queda vinculado al anterior mediante un código SHA-256, de modo que cualquier cambio o eliminación hecha fuera de ese procedimiento se nota cuando revisamos nuestros registros.',
        'Como la mayoría de los sitios web, nuestro proveedor de alojamiento también guarda registros estándar del servidor (dirección IP, tipo de navegador, páginas solicitadas y la hora de cada solicitud) para que el sitio siga funcionando y esté protegido.',
      ],
    },
    {
      heading: 'Cookies, herramientas de análisis y Global Privacy Control',
      blocks: [
        'De forma predeterminada, este sitio web no carga rastreadores de terceros, píxeles de publicidad ni herramientas de análisis, y no instala cookies. De dónde llegó su visita (el enlace de la campaña que siguió, el sitio que lo envió y la primera página que abrió) se queda en la pestaña de su navegador y solo nos llega con un formulario que usted envíe; la guardamos junto con su solicitud para saber qué páginas y campañas nuestras le ayudaron. Una herramienta de análisis que podamos activar, como Google Analytics, nunca recibe lo que usted escribe en nuestros formularios.',
        'Cuando su navegador envía la señal Global Privacy Control, la tratamos como su solicitud de que no vendamos ni compartamos su información ni la usemos para publicidad dirigida, viva donde viva: el sitio entonces no envía eventos de análisis ni guarda de dónde llegó su visita, salvo lo que vaya en un formulario que usted envíe.',
      ],
    },
    {
      heading: 'Cómo usamos su información',
      blocks: [
        {
          list: [
            'Para comunicarnos con usted por teléfono, mensaje de texto o correo electrónico sobre las opciones de seguro médico por las que preguntó.',
            `Para preparar cotizaciones, verificar si califica para el ${premiumTaxCredit}, las ${costSharingReductions}, Medicaid o un ${specialEnrollment}, y ayudarle a ${enroll}.`,
            `Para presentar su solicitud ante el ${marketplace} o ante una compañía de seguros cuando usted nos lo pida.`,
            'Para ayudarle después de que se inscriba, por ejemplo cuando llegue el momento de renovar o cuando cambien sus ingresos o su hogar.',
            'Para guardar registros de su consentimiento y del trabajo que hacemos para usted, como lo exigen las leyes de seguros y de protección al consumidor.',
            'Para proteger nuestro sitio web y a nuestros clientes contra el fraude, el correo no deseado (spam) y el abuso.',
            'Para entender cómo se usa nuestro sitio web y mejorarlo.',
          ],
        },
        'La información sobre su cobertura médica y su elegibilidad (como su rango de edad, los miembros de su hogar, sus ingresos, su cobertura actual y si le negaron Medicaid) solo se usa para darle la ayuda que pidió: responder a su solicitud, verificar si califica y cuánto podría ahorrar, y ayudarle a presentar su solicitud e inscribirse. Nunca la usamos para publicidad ni para crear un perfil suyo, y nunca la vendemos ni la compartimos con esos fines.',
      ],
    },
    {
      heading: 'Llamadas y mensajes de texto',
      blocks: [
        `Nuestros formularios tienen dos casillas separadas. Cuando marca la casilla de llamadas, usted acepta que ${we} y sus agentes con licencia lo llamen al número de teléfono que nos dio, y le escriban por correo electrónico, sobre opciones de seguro médico. Solo le enviamos mensajes de texto si también marca la casilla de mensajes de texto, que es opcional: puede pedir una llamada sin marcarla. Su consentimiento se aplica solo a ${we}; no lo pasamos a otras agencias ni empresas.`,
        'Su consentimiento no es una condición para comprar ningún plan ni servicio. En lugar de darlo, siempre puede llamarnos directamente.',
        'Pueden aplicarse tarifas por mensajes y datos. La frecuencia de los mensajes varía. Puede darse de baja en cualquier momento:',
        {
          list: [
            'responda STOP a cualquier mensaje de texto nuestro para dejar de recibir mensajes de texto (responda HELP para obtener ayuda);',
            'durante cualquier llamada, dígale al agente que no quiere recibir más llamadas, y agregaremos su número a nuestra lista interna de números a los que no se debe llamar;',
            'use el enlace para cancelar la suscripción que aparece en cualquier correo electrónico que le enviemos;',
            'pídanos que dejemos de comunicarnos con usted en nuestra página “Dejar de recibir llamadas y mensajes” (/es/opt-out);',
            'o llámenos al número que aparece abajo y pídanos que dejemos de comunicarnos con usted.',
          ],
        },
        'Atendemos las solicitudes de baja sin demora y, en todo caso, en un plazo de 10 días hábiles. Después de que se dé de baja, es posible que le enviemos un último mensaje de texto para confirmar que no recibirá más mensajes. El consentimiento para recibir mensajes de texto y los números de teléfono recopilados para enviar mensajes de texto nunca se comparten con terceros para sus propios fines de mercadeo.',
      ],
    },
    {
      heading: 'Cómo compartimos su información',
      blocks: [
        'No vendemos ni alquilamos su información personal, y no damos sus datos de contacto a otras agencias, a compradores de datos de clientes potenciales (leads) ni a empresas de mercadeo. No compartiremos ninguna información móvil con terceros ni con empresas afiliadas para fines de mercadeo o promoción. Ninguna de las categorías anteriores incluye los datos de aceptación (opt-in) de nuestro programa de mensajes de texto ni su consentimiento para recibirlos; esta información no se compartirá con ningún tercero. Solo compartimos información:',
        {
          list: [
            `con el ${marketplace} (CuidadoDeSalud.gov o el Mercado de su estado) y con compañías de seguros, cuando usted nos pide que obtengamos una cotización o que presentemos una solicitud por usted;`,
            'con proveedores de servicios que nos ayudan a operar nuestro negocio, como proveedores de alojamiento del sitio web y de bases de datos, de telefonía y mensajes de texto, de correo electrónico y de herramientas de análisis. Solo pueden usar su información para prestarnos sus servicios;',
            'cuando la ley lo exige, por ejemplo para responder a una citación judicial o a una solicitud de un regulador de seguros, o para proteger los derechos y la seguridad de nuestros clientes, de nuestra agencia o de otras personas;',
            'con una empresa que adquiera nuestra agencia o se fusione con ella, la cual deberá proteger su información como se describe en esta política.',
          ],
        },
      ],
    },
    {
      heading: 'Cuánto tiempo guardamos su información',
      blocks: [
        'Guardamos los formularios de contacto que recibimos y los registros de consentimiento mientras le estemos ayudando y durante el tiempo que la ley nos exija poder demostrar su consentimiento, que por lo general es de varios años.',
        'Cuando le ayudamos a solicitar cobertura del Mercado, las normas federales nos exigen guardar los registros de esa solicitud y de su consentimiento para recibir nuestra ayuda durante al menos 10 años. Cuando ya no necesitamos la información, la eliminamos o quitamos los datos que permiten identificarlo.',
      ],
    },
    {
      heading: 'Cómo protegemos su información',
      blocks: [
        'Nuestro sitio web usa conexiones cifradas (HTTPS). La base de datos que guarda los formularios enviados solo le permite al sitio web agregar formularios nuevos: el sitio no puede volver a leerlos, cambiarlos ni eliminarlos. Solo el personal autorizado de nuestra agencia puede leer los formularios enviados, y nuestros agentes están capacitados para manejar información personal y de salud.',
        'Ningún sitio web ni base de datos es completamente seguro. Si nos enteramos de una violación de la seguridad que afecte su información, se lo notificaremos como lo exige la ley.',
      ],
    },
    {
      heading: 'Sus opciones y sus derechos',
      blocks: [
        'Puede pedirnos que le digamos qué información personal tenemos sobre usted, que la corrijamos o que la eliminemos, salvo los registros que la ley nos exige conservar. También puede retirar en cualquier momento su consentimiento para que nos comuniquemos con usted, como se describe más arriba.',
        'Según el estado donde viva, es posible que tenga otros derechos de privacidad conforme a la ley estatal. Responderemos a las solicitudes como lo exija la ley de su estado, y no lo trataremos de manera diferente por hacer una. Para proteger su información, confirmaremos su identidad antes de atender una solicitud.',
      ],
    },
    {
      heading: 'Privacidad de los niños',
      blocks: [
        `Este sitio web está dirigido a adultos. Debe tener al menos ${agency.minimumAge} años para enviar un formulario, y no recopilamos a sabiendas información personal de niños menores de 13 años a través de este sitio web. Si cree que un niño nos envió información, comuníquese con nosotros y la eliminaremos.`,
        'Cuando uno de los padres o un tutor solicita cobertura familiar, recopilamos información sobre los niños que se van a cubrir solo para esa solicitud.',
      ],
    },
    {
      heading: 'Otros sitios web',
      blocks: [
        'Nuestro sitio tiene enlaces a sitios web que no controlamos, como CuidadoDeSalud.gov, nuestra página para programar citas en línea y nuestra página de reseñas. Cuando los visita, se aplican sus propias políticas de privacidad.',
      ],
    },
    {
      heading: 'Cambios a esta política',
      blocks: [
        'Es posible que actualicemos esta política de vez en cuando. Cuando lo hagamos, publicaremos la nueva versión en esta página con una nueva fecha de vigencia. Si un cambio afecta de manera importante la forma en que usamos la información que ya nos dio, le pediremos su consentimiento cuando la ley lo exija.',
      ],
    },
  ],
  contact: {
    heading: 'Comuníquese con nosotros',
    text: `Si tiene una pregunta sobre esta política, quiere ver, corregir o eliminar su información, o quiere que dejemos de comunicarnos con usted, llame o envíe un mensaje de texto a ${we}:`,
  },
  seeAlso: { to: '/terms-of-service', label: 'Lea nuestros Términos del servicio' },
}
