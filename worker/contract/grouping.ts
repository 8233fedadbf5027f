// The lakh grouping both languages write amounts in (./format, ./format-bn): a module of its own, so a Bangla
// formatter does not bring the English one with it.

/**
 * A number in Indian-style grouping (1,23,45,678) with `decimals` places, rounded half away from zero on the
 * number's shortest decimal form, as Intl's en-IN does (12345678.905 → 1,23,45,678.91, where toFixed says .90).
 */
export function indian(amount: number, decimals: number): string {
  const sign = amount < 0 ? '-' : '';
  const written = Math.abs(amount).toString();
  let whole: string;
  let fraction: string;
  if (written.includes('e')) {
    [whole = '0', fraction = ''] = Math.abs(amount).toFixed(decimals).split('.');
  } else {
    const [integer = '0', rest = ''] = written.split('.');
    let scaled = BigInt(integer + rest.slice(0, decimals).padEnd(decimals, '0'));
    if ((rest[decimals] ?? '0') >= '5') scaled += 1n;
    const digits = scaled.toString().padStart(decimals + 1, '0');
    whole = digits.slice(0, digits.length - decimals);
    fraction = digits.slice(digits.length - decimals);
  }
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${sign}${grouped}${decimals ? `.${fraction}` : ''}`;
}

