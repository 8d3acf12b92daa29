import { createRequire } from 'node:module';
import type * as CountryCoder from '@rapideditor/country-coder';

let coder: typeof CountryCoder | null = null;

/**
 * country-coder, loaded on first use: importing it builds its outlines and index (about
 * 0.4 s and 5 MB), which a server that never geocodes offline should not pay at start.
 */
export function countryCoder(): typeof CountryCoder {
  return (coder ??= createRequire(import.meta.url)(
    '@rapideditor/country-coder',
  ) as typeof CountryCoder);
}
