// Decimal steps decided in decimal digits, not in floating point: `"multipleOf": 0.0001` ("at
// most 4 decimals") accepts 4,321.1234 as exactly as 0.35. Ajv divides the two numbers and
// allows a tolerance on the quotient, which refused about a quarter of four-decimal values
// above 1,000. Here a number is read as the digits JavaScript writes for it (its shortest
// form, which gives back what was typed for up to 15 significant digits) and the step is
// compared in whole numbers (BigInt). Runs in the browser (precompiled validators call it
// through runtime.ts), on the server and in the CLI alike.

/** A finite number as digits × 10^-scale, the digits a whole number (sign dropped). */
interface Decimal {
  digits: bigint;
  scale: number;
}

const WRITTEN = /^-?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

function decimalOf(value: number): Decimal | undefined {
  const match = WRITTEN.exec(String(value));
  if (!match) return undefined;
  const [, whole, fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** The number of decimals a number is written with (0.35 → 2, 1e-7 → 7, 1200 → 0). */
export function decimalPlaces(value: number): number {
  return decimalOf(value)?.scale ?? 0;
}

/** Whether `value` is a whole multiple of `step` in decimal digits; anything but a finite number passes (`type` judges it). */
export function isMultipleOfStep(value: unknown, step: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return true;
  if (typeof step !== 'number' || !(step > 0)) return false;
  const a = decimalOf(value);
  const b = decimalOf(step);
  if (!a || !b) return false;
  const scale = Math.max(a.scale, b.scale);
  const x = a.digits * 10n ** BigInt(scale - a.scale);
  const s = b.digits * 10n ** BigInt(scale - b.scale);
  return x % s === 0n;
}

/** Whether `value` has at most `places` decimals (the `decimals` keyword); anything but a finite number passes. */
export function hasAtMostDecimals(value: unknown, places: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return true;
  return typeof places === 'number' && decimalPlaces(value) <= places;
}

/** The decimals a step of a power of ten stands for (0.01 → 2, 1 → 0), or undefined for another step (0.25, 5). */
export function decimalsOfStep(step: unknown): number | undefined {
  if (typeof step !== 'number' || !(step > 0) || step > 1) return undefined;
  const decimal = decimalOf(step);
  return decimal?.digits === 1n ? decimal.scale : undefined;
}
