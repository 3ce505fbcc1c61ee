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
 * ./messages.ts) or a request to stop (opt_out.created, worded in ./optOutMessages.ts). The senders and the
 * deliverer call these and never choose between the two themselves.
 */

/** The webhook body of any notification: a lead's (lead.created) or an opt-out's (opt_out.created). */
export function notificationWebhookBody(notification: Notification): string {
  return notification.opt_out ? optOutWebhookBody(notification.opt_out) : webhookBody(notification)
}

export function notificationChatText(notification: Notification): string {
  if (notification.opt_out) return optOutChatText(notification.opt_out)
  const earlier = earlierOptOutText(notification.lead)
  return earlier ? `${chatText(notification.lead)}. ${earlier}` : chatText(notification.lead)
}

export function notificationEmail(notification: Notification): { subject: string; text: string } {
  if (notification.opt_out) return optOutEmailMessage(notification.opt_out)
  const message = emailMessage(notification.lead)
  const earlier = earlierOptOutText(notification.lead)
  return earlier ? { subject: message.subject, text: `${message.text}Earlier opt-out: ${earlier}\n` } : message
}

export function notificationLogLine(notification: Notification): string {
  return notification.opt_out ? optOutLogLine(notification.opt_out) : logLine(notification.lead)
}

/** 'Lead <id>' or 'Opt-out <id>': what a delivery carries, for the log and alerts. */
export function notificationSubject(notification: Notification): string {
  return notification.opt_out ? `Opt-out ${notification.opt_out.id}` : `Lead ${notification.lead.id}`
}
