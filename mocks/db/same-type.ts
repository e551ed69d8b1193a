/** Type-level checks that keep a schema's output and a TypeScript type the same. */

/** True only when the two types are the same type (neither has a field, or an optional one, the other lacks). */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Fails the typecheck unless given `true`. */
export type Expect<Check extends true> = Check;

/** A type with every `readonly` taken off, all the way down: what a schema's output is typed as. */
export type Writable<T> = T extends readonly (infer Item)[]
  ? Writable<Item>[]
  : T extends object
    ? { -readonly [Key in keyof T]: Writable<T[Key]> }
    : T;
