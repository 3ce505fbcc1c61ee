import type { Day } from '../../../rules/days'
import { yearOnSale } from '../../../rules/yearOnSale'
import { sep } from '../figures'
import { fullDate } from './dates'
import { openEnrollment as theOpenEnrollment, specialEnrollment } from './glossary'

/** Outside open enrollment: the events that usually open a Special Enrollment Period (the English twin says why). */
const specialEnrollmentBanner = `¿Perdió su cobertura médica, se mudó, se casó o tuvo un bebé en los últimos ${sep.daysToEnroll} días? Es posible que pueda inscribirse ahora con un ${specialEnrollment}.`

/** The home hero's first line on a day: when open enrollment ends while it is on, otherwise the special enrollment line. */
export function heroBanner(day: Day): string {
  const { year, openEnrollment } = yearOnSale(day)
  return openEnrollment
    ? `El ${theOpenEnrollment} para la cobertura de ${year} termina el ${fullDate(openEnrollment.end)}.`
    : specialEnrollmentBanner
}
