/** The text program's short disclosure in Spanish (content/en/textDisclosure.ts). */
export const textDisclosure = {
  terms:
    'Pueden aplicarse tarifas de mensajes y datos. La frecuencia varía. Responda HELP para ayuda o STOP para cancelar.',
  privacy: 'Privacidad',
  optOut: 'Darse de baja',
}
