// Parsers of environment values shared by the configuration's parts: each answers the value
// or throws an error naming the variable and what it takes.

export function bool(value: string | undefined, fallback: boolean): boolean {
  if (value == null || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function serviceUrl(name: string, value: string | undefined, example: string): string {
  const text = (value ?? '').trim().replace(/\/+$/, '');
  if (text === '') return '';
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`${name} must be an http(s) URL like ${example}, got '${text}'`);
  }
  return text;
}

export function contactEmail(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text !== '' && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(text)) {
    throw new Error(
      `CONTACT_EMAIL must be an e-mail address like team@vantage.example, got '${text}'`,
    );
  }
  return text;
}

export function contactLink(name: string, value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text !== '' && !(URL.canParse(text) && new URL(text).protocol === 'https:')) {
    throw new Error(`${name} must be an https:// address, got '${text}'`);
  }
  return text;
}

/** A service that needs no key: its public URL while unset, none when set to `off`. */
export function keylessServiceUrl(
  name: string,
  value: string | undefined,
  publicUrl: string,
): string {
  const text = value?.trim() ?? '';
  if (text.toLowerCase() === 'off') return '';
  return serviceUrl(name, text || publicUrl, publicUrl);
}

/** The items of a comma-separated setting, trimmed and lower-cased, each matching `pattern`. */
function commaList(name: string, value: string | undefined, pattern: RegExp, takes: string) {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  for (const item of items) {
    if (!pattern.test(item)) {
      throw new Error(`${name} takes ${takes} separated by commas, got '${item}'`);
    }
  }
  return items;
}

export function hostList(name: string, value: string | undefined): string[] {
  return commaList(
    name,
    value,
    /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/,
    'host or host:port items',
  );
}

export function emailList(name: string, value: string | undefined): string[] {
  return commaList(name, value, /^[^\s@,]+@[^\s@,]+$/, 'e-mail addresses');
}

export function number(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const parsed = Number(text);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got '${text}'`);
  }
  return parsed;
}

export function originList(name: string, value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, '').toLowerCase())
    .filter((item) => item !== '');
  for (const origin of origins) {
    if (!/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(origin)) {
      throw new Error(`${name} takes https:// origins separated by commas, got '${origin}'`);
    }
  }
  return origins;
}
