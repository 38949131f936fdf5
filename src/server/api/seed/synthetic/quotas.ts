// Splits a number of products over categories or brands by weight, never past what each can hold.

/**
 * `total` shared out in proportion to `weights` (largest remainders), each share at most its
 * capacity: what a full share cannot take goes to the others, still by weight. Throws when the
 * capacities together hold less than `total`.
 */
export function apportion(
  total: number,
  weights: readonly number[],
  capacities: readonly number[],
): number[] {
  const room = capacities.reduce((sum, c) => sum + c, 0);
  if (total > room) throw new Error(`Only ${room} distinct products fit, not ${total}`);
  const shares = weights.map(() => 0);
  let left = total;
  let open = weights.map((_, i) => i).filter((i) => capacities[i]! > 0);
  while (left > 0) {
    const weight = open.reduce((sum, i) => sum + weights[i]!, 0);
    const exact = open.map((i) => (left * weights[i]!) / weight);
    const whole = exact.map(Math.floor);
    let rest = left - whole.reduce((sum, n) => sum + n, 0);
    const byRemainder = open
      .map((_, k) => k)
      .sort((a, b) => exact[b]! - whole[b]! - (exact[a]! - whole[a]!) || a - b);
    for (const k of byRemainder) {
      if (rest === 0) break;
      whole[k]! += 1;
      rest -= 1;
    }
    for (const [k, i] of open.entries()) {
      const take = Math.min(whole[k]!, capacities[i]! - shares[i]!);
      shares[i]! += take;
      left -= take;
    }
    open = open.filter((i) => shares[i]! < capacities[i]!);
  }
  return shares;
}
