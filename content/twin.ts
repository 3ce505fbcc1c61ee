/**
 * The shape a module's twin in another language must have: every export of the English module, with each word
 * free to change and everything else kept: objects keep their keys, lists their shape, functions their arguments.
 * Each module of content/es/ ends with a line that holds it to its English module (content/es/pages/sep.ts ends
 * with `export type Twin = TwinOf<...>` naming content/pages/sep.ts and itself), so the type checker fails when the Spanish page lacks a heading the English one has, or a function takes other
 * arguments; tests/unit/twins.test.ts checks every Spanish module has that line.
 */
export type Copy<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer Args) => infer Result
        ? (...args: Args) => Copy<Result>
        : T extends object
          ? { readonly [Key in keyof T]: Key extends CodeKey ? T[Key] : Copy<T[Key]> }
          : T

/**
 * Keys whose values are codes, not words: a route ('/sep'; the router adds /es), a slug, an analytics label or
 * category. A twin keeps them exactly (and a list written `as const` keeps its length and order).
 */
type CodeKey = 'to' | 'path' | 'canonicalPath' | 'slug' | 'code' | 'callLabel' | 'callCategory'

/** Resolves to true when `Twin` has every export of `English` in its shape (content/twin.ts, Copy); fails the type check otherwise. */
export type TwinOf<English, Twin extends Copy<English>> = Twin extends Copy<English> ? true : never
