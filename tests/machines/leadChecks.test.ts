import { describe, expect, it } from 'vitest'
import { fieldErrorCopy, fieldErrorText } from '@copy/browser/fieldErrors'
import {
  emptyFields,
  fieldErrors,
  firstInvalidField,
  firstMissingField,
  isEmailLike,
  isUsPhone,
  newSubmissionId,
  toRow,
} from '../../machines/leadChecks'

const filled = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '305-555-0142',
  state: 'Florida',
  agreedToContact: true,
  agreedToTexts: false,
}

describe('contact form fields', () => {
  it('start empty and unticked, with the preset state where a page gives one', () => {
    expect(emptyFields()).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      state: '',
      agreedToContact: false,
      agreedToTexts: false,
    })
    expect(emptyFields('Florida').state).toBe('Florida')
  })

  it('name the first blank field in screen order, whitespace counting as blank', () => {
    expect(firstMissingField(filled)).toBeUndefined()
    expect(firstMissingField({ ...filled, email: '   ', state: '' })).toBe('email')
  })

  it.each(['ana@example.com', ' ana.ruiz+aca@mail.example.org '])('accept the email %s', (email) => {
    expect(isEmailLike(email)).toBe(true)
  })

  it.each(['ana@example', 'ana example@x.com', '@example.com', 'ana@@example.com', 'ana@example.'])(
    'refuse the email %s',
    (email) => {
      expect(isEmailLike(email)).toBe(false)
    },
  )

  it.each(['(305) 555-0142', '305.555.0142', '+1 305 555 0142', '13055550142'])('accept the US phone %s', (phone) => {
    expect(isUsPhone(phone)).toBe(true)
  })

  it.each([
    '555-0142',
    '23055550142',
    '305-555-0142 ext 2',
    '305555014212',
    // Numbers the North American Numbering Plan never assigns: area code or exchange starting with 0 or 1, an N11 code.
    '0000000000',
    '(123) 456-7890',
    '+1 (305) 055-0142',
    '(305) 155-0142',
    '(911) 555-0142',
  ])('refuse the phone %s', (phone) => {
    expect(isUsPhone(phone)).toBe(false)
  })

  it('turn into the stored row with trimmed text and the consent evidence', () => {
    expect(
      toRow({ ...filled, firstName: '  Ana ', agreedToTexts: true }, 'id-1', {
        page: '/sep',
        consentVersion: '2025-01-01',
        smsConsentVersion: 'sms-2026-11-27',
      }),
    ).toEqual({
      id: 'id-1',
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      phone: '305-555-0142',
      state: 'Florida',
      agreed_to_contact: true,
      page: '/sep',
      consent_version: '2025-01-01',
      sms_consent: true,
      sms_consent_version: 'sms-2026-11-27',
      estimate: null,
    })
  })

  it('carry the estimate the estimator sent them from', () => {
    expect(
      toRow(
        filled,
        'id-1',
        { page: '/savings-calculator', consentVersion: '2025-01-01', smsConsentVersion: 'sms-2026-11-27' },
        '2027 coverage, Florida: tax credit.',
      ),
    ).toMatchObject({
      page: '/savings-calculator',
      estimate: '2027 coverage, Florida: tax credit.',
    })
  })

  it('find nothing wrong with complete details', () => {
    expect(fieldErrors(filled)).toEqual({})
    expect(firstInvalidField({})).toBeUndefined()
  })

  it('give every invalid field its own message, a blank one before a malformed one', () => {
    const errors = fieldErrors({ ...filled, lastName: ' ', email: 'ana@example', phone: '', agreedToContact: false })
    expect(errors).toEqual({
      lastName: 'missing',
      email: 'invalidEmail',
      phone: 'missing',
      agreedToContact: 'missingConsent',
    })
    expect(fieldErrors({ ...filled, phone: '555-0142' })).toEqual({ phone: 'invalidPhone' })
  })

  it('are worded by the content, one message per field and reason', () => {
    expect(fieldErrorText('lastName', 'missing')).toBe(fieldErrorCopy.missing.lastName)
    expect(fieldErrorText('email', 'invalidEmail')).toBe(fieldErrorCopy.invalidEmail)
    expect(fieldErrorText('agreedToContact', 'missingConsent')).toBe(fieldErrorCopy.missingConsent)
  })

  it('name the first invalid field in screen order, the consent box last', () => {
    expect(firstInvalidField({ agreedToContact: 'missingConsent', phone: 'missing', email: 'invalidEmail' })).toBe(
      'email',
    )
    expect(firstInvalidField({ agreedToContact: 'missingConsent' })).toBe('agreedToContact')
  })

  it('make version 4 ids that differ every time', () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
