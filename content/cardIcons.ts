/** The card icons there are (src/components/icons/CardIcon.tsx draws each one). */
export const cardIconNames = [
  'dollar',
  'heart',
  'shield',
  'shield-check',
  'book',
  'calendar',
  'tag',
  'columns',
  'people',
  'clock',
  'briefcase',
  'pin',
  'phone',
  'calculator',
  'check-circle',
  'bolt',
] as const

export type CardIconName = (typeof cardIconNames)[number]
