import type { TextProgram } from './textProgram'

/**
 * This build's text program (VITE_TEXT_PROGRAM, rules/textProgram.ts): a constant the bundler folds, so a page
 * carries only the text box it shows. Node programs get it from scripts/defineBuildConstants.ts.
 */
declare const __TEXT_PROGRAM__: TextProgram
export const textProgram: TextProgram = __TEXT_PROGRAM__
