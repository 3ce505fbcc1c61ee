/** La opción "Dejar de ayudarme" de /es/opt-out y su confirmación (content/en/optOutHelp.ts). */
export const optOutHelpCopy = {
  choice: 'Dejar de ayudarme: retirar el permiso que le di a un agente para ayudarme con mi cobertura del Mercado',
  confirmation:
    'Recibimos su solicitud para retirar el permiso que le dio a un agente para ayudarle con su cobertura del Mercado. A partir de ahora, ningún agente nuestro actuará en su nombre con ese permiso. Si además desea que dejemos de llamarle o de enviarle mensajes de texto, envíe otra solicitud.',
} as const
