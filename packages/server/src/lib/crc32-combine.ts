/**
 * The CRC-32 of joined pieces from the CRC-32 of each (zlib's `crc32_combine`), without reading
 * the bytes again: a kept page is sent with a new nonce in it, and its compressed form needs
 * the CRC of every response's bytes.
 */

/** CRC-32's polynomial, bit-reversed as zlib uses it. */
const POLYNOMIAL = 0xedb88320;

/** a × b modulo the polynomial, both polynomials over GF(2) in reversed bit order. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= factor;
      if ((a & (bit - 1)) === 0) break;
    }
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X_TO_TWO_TO_THE = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multiplyModulo(table[k - 1]!, table[k - 1]!));
  return table;
})();

/**
 * What appending `byteLength` bytes does to the CRC before them (x^(8·byteLength) modulo the
 * polynomial), for {@link crc32Combine}; made once per length.
 */
export function crc32Shift(byteLength: number): number {
  let shift = 0x80000000;
  // Bytes are 8 bits: start at x^(2^3).
  let k = 3;
  for (let n = byteLength; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) shift = multiplyModulo(X_TO_TWO_TO_THE[k % 32]!, shift);
  }
  return shift;
}

/** The CRC-32 of A followed by B, from the CRC of A, the CRC of B and B's shift. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModulo(shiftB, crcA) ^ crcB) >>> 0;
}
