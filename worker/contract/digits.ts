// Bengali digits: a module of its own, so a page's small scripts (the cart's count, the menu's) take only this.

const ZERO = 0x09e6;

/** ASCII digits written in Bengali: "12:30" → "১২:৩০". Everything else is left as it is. */
export function digits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(ZERO + Number(digit)));
}
