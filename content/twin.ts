/**
 * The shape another language's words must have: every export of the English module, with each word free to change
 * and everything else kept: objects keep their keys, lists their shape, functions their arguments. Each language's
 * folder lists its modules in its index.ts (content/en/index.ts, content/es/index.ts), and one line there,
 * `Complete<English, Words>`, makes the type checker fail when a module, a heading or a function's argument of
 * English has no twin in that language.
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

/** Resolves to true when every module of `English` has a twin of its shape in `Words`; fails the type check otherwise. */
export type Complete<English, Words extends { [Path in keyof English]: Copy<English[Path]> }> = Words extends unknown
  ? true
  : never
