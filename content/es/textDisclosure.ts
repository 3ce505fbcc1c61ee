/** The text program's short disclosure in Spanish (content/en/textDisclosure.ts). */
export const textDisclosure = {
  terms:
    'Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Responda HELP para recibir ayuda o STOP para cancelar.',
  privacy: 'Privacidad',
  optOut: 'Darse de baja',
}
