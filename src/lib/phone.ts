/** A US phone number as the site shows it and as tel:/sms: links need it. */
export type Phone = {
  /** Human form, e.g. "(555) 010-0100". */
  display: string
  /** E.164 form, e.g. "+15550100100". */
  e164: string
}

/** Accepts any common US notation; throws with the offending value so a bad setting fails the build. */
export function parsePhone(raw: string, setting: string): Phone {
  const digits = raw.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) {
    throw new Error(`${setting} must be a 10-digit US phone number, got "${raw}"`)
  }
  return {
    display: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
    e164: `+1${national}`,
  }
}
