// Copy-and-add for arrays a move replaces rather than changes (states share them).
// Written out because Array.prototype.concat takes V8's generic path (it checks
// every argument for spreadability) and is several times slower on short arrays.

/** A new array: `a` then `x`. */
export function plus<T>(a: readonly T[], x: T): T[] {
  // Sized once: slice then push would grow (reallocate) the copy at once.
  const n = a.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = a[i]!;
  out[n] = x;
  return out;
}

/** A new array: `a` then every item of `b`. */
export function plusAll<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = a.slice();
  for (let i = 0; i < b.length; i++) out.push(b[i]!);
  return out;
}
