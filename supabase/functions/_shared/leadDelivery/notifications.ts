import {
  authorizationChatText,
  authorizationEmailMessage,
  authorizationLogLine,
  authorizationWebhookBody,
} from './authorizationMessages.ts'
import { chatText, emailMessage, logLine, webhookBody } from './messages.ts'
import {
  earlierOptOutText,
  optOutChatText,
  optOutEmailMessage,
  optOutLogLine,
  optOutWebhookBody,
} from './optOutMessages.ts'
import type { Notification } from './types.ts'

/**
 * What each channel says of a notification in the outbox, whichever it carries: a lead (lead.created, worded in
 * ./messages.ts), a request to stop (opt_out.created, ./optOutMessages.ts) or a CMS consent (authorization.created,
 * ./authorizationMessages.ts). The senders and the deliverer call these and never choose among them themselves.
 */

/** The webhook body of any notification: lead.created, opt_out.created or authorization.created. */
export function notificationWebhookBody(notification: Notification): string {
  if (notification.opt_out) return optOutWebhookBody(notification.opt_out)
  if (notification.authorization) return authorizationWebhookBody(notification.authorization)
  return webhookBody(notification)
}

export function notificationChatText(notification: Notification): string {
  if (notification.opt_out) return optOutChatText(notification.opt_out)
  if (notification.authorization) return authorizationChatText(notification.authorization)
  const earlier = earlierOptOutText(notification.lead)
  return earlier ? `${chatText(notification.lead)}. ${earlier}` : chatText(notification.lead)
}

export function notificationEmail(notification: Notification): { subject: string; text: string } {
  if (notification.opt_out) return optOutEmailMessage(notification.opt_out)
  if (notification.authorization) return authorizationEmailMessage(notification.authorization)
  const message = emailMessage(notification.lead)
  const earlier = earlierOptOutText(notification.lead)
  return earlier ? { subject: message.subject, text: `${message.text}Earlier opt-out: ${earlier}\n` } : message
}

export function notificationLogLine(notification: Notification): string {
  if (notification.opt_out) return optOutLogLine(notification.opt_out)
  if (notification.authorization) return authorizationLogLine(notification.authorization)
  return logLine(notification.lead)
}

/** 'Lead <id>', 'Opt-out <id>' or 'CMS consent <id>': what a delivery carries, for the log. */
export function notificationSubject(notification: Notification): string {
  if (notification.opt_out) return `Opt-out ${notification.opt_out.id}`
  if (notification.authorization) return `CMS consent ${notification.authorization.id}`
  return `Lead ${notification.lead.id}`
}
