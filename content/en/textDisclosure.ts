/**
 * The short disclosure carriers look for beside every text call-to-action (the text program's rates, frequency,
 * HELP and STOP), followed by links to the privacy policy and the opt-out page.
 */
export const textDisclosure = {
  terms: 'Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.',
  privacy: 'Privacy',
  optOut: 'Opt out',
}
