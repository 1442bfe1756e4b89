// Copy-and-add for arrays a move replaces rather than changes (states share them).
// Written out because Array.prototype.concat takes V8's generic path (it checks
// every argument for spreadability) and is several times slower on short arrays.

/** A new array: `a` then `x`. */
export function plus<T>(a: readonly T[], x: T): T[] {
  const out = a.slice();
  out.push(x);
  return out;
}

/** A new array: `a` then every item of `b`. */
export function plusAll<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = a.slice();
  for (let i = 0; i < b.length; i++) out.push(b[i]!);
  return out;
}
