import { textProgram } from '../../../rules/buildTextProgram'
import type { LegalDocument } from '../../types'
import { agency } from '../agency'
import { openEnrollment } from '../enrollmentDates'
import {
  costSharingReductions,
  enroll,
  marketplace,
  openEnrollment as theOpenEnrollment,
  premiumTaxCredit,
  qualifyingLifeEvent,
  specialEnrollment,
  zipCode,
} from '../browser/glossary'
import { siteLocales } from '../../../rules/locales'

const we = agency.name
const path = '/terms-of-service'

/** /es/terms-of-service (content/en/pages/termsOfService.ts): a translation; the English terms govern. */
export const termsOfService: LegalDocument = {
  meta: {
    path,
    title: `Términos del servicio | ${agency.name}`,
    description: `Los términos de uso del sitio de ${we} y de nuestra ayuda gratis con el seguro de la ACA: quién puede usarlos y qué prometemos y qué no.`,
  },
  conversion: {
    smsBody: '¡Hola! Tengo una pregunta sobre sus términos del servicio.',
    callLabel: 'terms_of_service_phone_click',
  },
  heading: 'Términos del servicio',
  effective: `Vigente desde el ${agency.legalEffective.termsOfService}`,
  intro: [
    // The English version is one click away: the header's language switch opens the same page in English.
    `Estos términos son una traducción que ofrecemos para su comodidad: si esta versión y la versión en inglés no coinciden, prevalece la versión en inglés, que puede leer con el enlace «${siteLocales.en.name}» en la parte de arriba de esta página.`,
    `Estos términos se aplican a su uso del sitio web de ${we} y a la información y la ayuda que le damos a través de él. Al usar el sitio, usted acepta estos términos y nuestra Política de privacidad. Si no está de acuerdo, le pedimos que no use el sitio.`,
  ],
  sections: [
    {
      heading: 'Quién puede usar este sitio',
      blocks: [
        `Para enviar un formulario o pedir ayuda a través de este sitio, debe tener al menos ${agency.minimumAge} años de edad y ser residente de los Estados Unidos. Al enviar un formulario, usted confirma que cumple estos requisitos y que el número de teléfono y la dirección de correo electrónico que nos da son suyos o que tiene autorización para usarlos.`,
      ],
    },
    {
      heading: 'Quiénes somos',
      blocks: [
        `${we} es una agencia de seguros privada y con licencia. No somos el ${marketplace} federal (CuidadoDeSalud.gov), ni un Mercado estatal, ni Medicaid, ni Medicare, ni ninguna otra agencia del gobierno, y ninguno de ellos nos respalda.`,
        'Siempre puede solicitar cobertura por su cuenta en CuidadoDeSalud.gov o en el sitio web del Mercado de su estado, o recibir ayuda gratuita de un Navegador del Mercado. También puede comprar un plan directamente a una compañía de seguros.',
        'Es posible que no ofrezcamos todos los planes disponibles en su área. Cualquier información que le demos se limita a los planes que ofrecemos en su área. Comuníquese con CuidadoDeSalud.gov, con el Mercado de su estado o con un Navegador para obtener información sobre todas sus opciones.',
      ],
    },
    {
      heading: 'Nuestros servicios son gratis para usted',
      blocks: [
        'No le cobramos por las cotizaciones, por verificar si califica, por la inscripción ni por la ayuda después de que se inscribe. Las compañías de seguros le pagan una comisión a nuestra agencia cuando usted se inscribe en uno de sus planes. Las primas del Mercado las fijan las aseguradoras, así que inscribirse con nosotros no cambia el precio que usted paga.',
      ],
    },
    {
      heading: 'No garantizamos la elegibilidad, los precios ni los ahorros',
      blocks: [
        'La información de este sitio, incluidos los límites de ingresos, los ejemplos de primas, las cifras de ahorro y las descripciones de los planes, es información general para el año que se indica. No es una cotización, ni una oferta de cobertura, ni una promesa de que usted va a calificar.',
        {
          list: [
            `Quien decide si usted califica para el ${premiumTaxCredit}, las ${costSharingReductions}, Medicaid, CHIP o un ${specialEnrollment} es el Mercado o su estado, no nosotros.`,
            `Su prima depende de sus ingresos, del tamaño de su hogar, de su edad, de su ${zipCode}, del uso de tabaco, del plan que elija y de las aseguradoras de su zona.`,
            'Las cantidades ahorradas y los resultados de clientes que se describen en este sitio reflejan la experiencia de clientes anteriores; sus resultados pueden ser diferentes.',
            'Las leyes, los límites de ingresos y los detalles de los planes cambian de un año a otro. Actualizamos el sitio, pero no podemos garantizar que cada cifra esté al día en el momento en que usted la lee.',
          ],
        },
      ],
    },
    {
      heading: 'La información no es asesoramiento profesional',
      blocks: [
        `Nuestros agentes con licencia pueden explicarle los planes de salud y ayudarle a ${enroll}, pero el contenido de este sitio no es asesoramiento legal, fiscal, financiero ni médico. Si tiene preguntas sobre sus impuestos, incluida la forma en que se concilia el ${premiumTaxCredit} en su declaración de impuestos, consulte a un profesional de impuestos.`,
      ],
    },
    {
      heading: 'Solicitud e inscripción',
      blocks: [
        {
          list: [
            'Usted es responsable de dar información completa y correcta en cualquier solicitud, y de informar al Mercado durante el año los cambios en sus ingresos o en su hogar. Si la información no es correcta, sus ahorros pueden cambiar o es posible que tenga que devolver parte de ellos cuando presente su declaración de impuestos.',
            'La cobertura no entra en vigor hasta que la aseguradora confirma su inscripción y, cuando se exige, usted paga su primera prima. Su cobertura se rige por los documentos de la póliza de la aseguradora, no por este sitio.',
            `Las fechas del ${theOpenEnrollment} las fija el Mercado cada año. ${openEnrollment.runs} en CuidadoDeSalud.gov. Fuera de ese período, necesita un ${qualifyingLifeEvent} para inscribirse, y el Mercado puede pedirle documentos que lo comprueben.`,
            'No lo inscribiremos en un plan ni cambiaremos su plan sin su permiso.',
          ],
        },
      ],
    },
    {
      heading: 'Llamadas, mensajes de texto y correos electrónicos',
      blocks: [
        'Si en un formulario marca la casilla de llamadas, es posible que lo llamemos y le escribamos por correo electrónico sobre opciones de seguro médico, como lo describe nuestra Política de privacidad; solo le enviamos mensajes de texto si también marca la casilla opcional de mensajes de texto (vea más abajo). Puede darse de baja en cualquier momento de cualquiera de estas formas: dígaselo a un agente durante una llamada, responda STOP (o ALTO) a un mensaje de texto nuestro, use nuestra página /es/opt-out o use el enlace para cancelar la suscripción de un correo electrónico.',
      ],
    },
    {
      heading: 'Programa de mensajes de texto',
      blocks: [
        `Solo enviamos mensajes de texto a quienes los piden, ya sea marcando la casilla opcional de nuestros formularios o escribiéndonos primero. Los mensajes tratan sobre su solicitud, sus citas y su inscripción${textProgram === 'marketing' ? ' y, cuando la casilla que marcó lo dice, sobre ofertas de seguros de salud, incluidos mensajes de mercadeo enviados con tecnología automatizada' : ''}.`,
        {
          list: [
            'La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos.',
            'Responda HELP para recibir ayuda. Responda STOP (o ALTO) para no recibir más, o use nuestra página /es/opt-out.',
            'Los mensajes de texto no son una condición para comprar nada.',
            'Las compañías móviles no son responsables de mensajes demorados o no entregados.',
          ],
        },
        'Nunca compartimos su número móvil ni su consentimiento con terceros ni afiliadas para mercadeo.',
      ],
    },
    {
      heading: 'Uso aceptable',
      blocks: [
        'Usted se compromete a no:',
        {
          list: [
            'enviar la información de otra persona sin su permiso, ni información falsa;',
            'usar el sitio para enviar correo no deseado (spam), programas maliciosos (malware) o solicitudes automatizadas;',
            'intentar obtener acceso no autorizado al sitio, a su base de datos o a otros sistemas;',
            'copiar o reutilizar el contenido del sitio con fines comerciales sin nuestro permiso por escrito.',
          ],
        },
      ],
    },
    {
      heading: 'Otros sitios web',
      blocks: [
        'El sitio tiene enlaces a sitios web administrados por otros, como CuidadoDeSalud.gov, nuestra página para programar citas y nuestra página de reseñas. No somos responsables de su contenido ni de sus prácticas, y se aplican sus propios términos.',
      ],
    },
    {
      heading: 'Nuestro contenido',
      blocks: [
        `Los textos, el diseño y los logotipos de este sitio pertenecen a ${we} o se usan con permiso. Puede ver e imprimir las páginas para su uso personal.`,
      ],
    },
    {
      heading: 'Exención y limitación de responsabilidad',
      blocks: [
        'El sitio se ofrece “tal cual” y “según disponibilidad”. Trabajamos para que sea exacto y esté disponible, pero no prometemos que esté libre de errores ni que funcione sin interrupciones.',
        `En la máxima medida que permita la ley, ${we} no es responsable de daños indirectos, incidentales o derivados que resulten del uso que usted haga del sitio. Nada de lo que dicen estos términos limita los derechos que usted tenga según las leyes de seguros o de protección al consumidor de su estado, ni nuestras responsabilidades como agencia de seguros con licencia.`,
      ],
    },
    {
      heading: 'Cambios a estos términos',
      blocks: [
        'Es posible que actualicemos estos términos de vez en cuando. La nueva versión se aplica a partir de la fecha de vigencia que aparece al principio de esta página. Si sigue usando el sitio después de un cambio, usted acepta los términos actualizados.',
      ],
    },
  ],
  contact: {
    heading: 'Comuníquese con nosotros',
    text: `Si tiene una pregunta sobre estos términos, llame o envíe un mensaje de texto a ${we}:`,
  },
  seeAlso: { to: '/privacy-policy', label: 'Lea nuestra Política de privacidad' },
}
