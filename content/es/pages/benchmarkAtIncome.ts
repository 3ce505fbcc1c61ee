
// Arithmetic only, no words: the Spanish pages use the English module's functions as they are.
export { benchmarkAtLine, benchmarkMonthlyMax, benchmarkShare, percentOfLine } from '../../en/pages/benchmarkAtIncome'
