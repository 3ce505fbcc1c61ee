import type { TwinOf } from '../../twin'

// Arithmetic only, no words: the Spanish pages use the English module's functions as they are.
export { benchmarkAtLine, benchmarkMonthlyMax, benchmarkShare, percentOfLine } from '../../pages/benchmarkAtIncome'

export type Twin = TwinOf<typeof import('../../pages/benchmarkAtIncome'), typeof import('./benchmarkAtIncome')>
