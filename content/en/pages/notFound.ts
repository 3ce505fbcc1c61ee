/** The page any unknown path shows (SPEC section 2: '404' / 'Oops! Page not found' and a link back to /). */
export const notFoundCopy = {
  title: 'Page not found',
  heading: '404',
  text: 'Oops! Page not found',
  home: 'Return to Home',
  callPrompt: 'Looking for help with a plan? Call a licensed agent:',
  popularHeading: 'Popular pages',
  call: { callLabel: 'not_found_phone_click' },
} as const
