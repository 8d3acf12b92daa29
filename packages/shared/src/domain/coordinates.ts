import { round6, type LatDeg, type LatLng, type LngDeg } from './geo.js';

type Hemisphere = 'N' | 'S' | 'E' | 'W';

type Token =
  | { kind: 'number'; value: number; isInteger: boolean; sign: 1 | -1 | null; slot: number | null }
  | { kind: 'hemisphere'; letter: Hemisphere }
  | { kind: 'separator' };

interface Component {
  valueDeg: number;
  hemisphere: Hemisphere | null;
}

// Marks photographers paste from maps, EXIF tools and typographic editors.
// Written as escapes: a server holds a module's source at two bytes a character once one is
// beyond Latin-1. ° º ˚, then ′ ’ ‘ ` ´, ″ ” “ and − –.
const DEGREE_MARKS = /[\u00B0\u00BA\u02DA]/gu;
const MINUTE_MARKS = /[\u2032\u2019\u2018`\u00B4]/gu;
const SECOND_MARKS = /[\u2033\u201D\u201C]/gu;
const MINUS_SIGNS = /[\u2212\u2013]/gu;

const TOKEN = /\s*(?:([+-])?\s*(\d+(?:\.\d*)?|\.\d+)\s*([°'"])?|([NSEW])|([,;]))\s*/uy;

const SLOT_OF_MARK: Record<string, number> = { '°': 0, "'": 1, '"': 2 };

function tokenize(text: string): Token[] | null {
  let normalized = text
    .trim()
    .toUpperCase()
    .replace(DEGREE_MARKS, '°')
    .replace(MINUS_SIGNS, '-')
    .replace(SECOND_MARKS, '"')
    .replace(MINUTE_MARKS, "'")
    .replace(/''/gu, '"');
  // With a semicolon between the numbers, a comma can only be a decimal comma.
  if (normalized.includes(';')) normalized = normalized.replace(/(\d),(\d)/gu, '$1.$2');

  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < normalized.length) {
    const match = TOKEN.exec(normalized);
    if (!match) return null;
    const [, sign, digits, mark, letter, separator] = match;
    if (digits !== undefined) {
      tokens.push({
        kind: 'number',
        value: Number(digits),
        isInteger: !digits.includes('.'),
        sign: sign === '-' ? -1 : sign === '+' ? 1 : null,
        slot: mark === undefined ? null : (SLOT_OF_MARK[mark] ?? null),
      });
    } else if (letter !== undefined) {
      tokens.push({ kind: 'hemisphere', letter: letter as Hemisphere });
    } else if (separator !== undefined) {
      tokens.push({ kind: 'separator' });
    }
  }
  return tokens;
}

/**
 * One coordinate: an optional hemisphere letter before or after, then degrees, optional
 * minutes and optional seconds. Only the last number may have decimals, only the first a sign.
 */
function parseComponent(tokens: Token[]): Component | null {
  let hemisphere: Hemisphere | null = null;
  let body = tokens;
  const first = body[0];
  const last = body.at(-1);
  if (first?.kind === 'hemisphere') {
    hemisphere = first.letter;
    body = body.slice(1);
  }
  if (last?.kind === 'hemisphere' && body.length > 0 && body.at(-1) === last) {
    if (hemisphere !== null) return null;
    hemisphere = last.letter;
    body = body.slice(0, -1);
  }
  if (body.length === 0 || body.length > 3) return null;

  const parts: number[] = [];
  let sign: 1 | -1 = 1;
  for (const [index, token] of body.entries()) {
    if (token.kind !== 'number') return null;
    if (token.slot !== null && token.slot !== index) return null;
    if (!token.isInteger && index !== body.length - 1) return null;
    if (token.sign !== null) {
      if (index !== 0 || hemisphere !== null) return null;
      sign = token.sign;
    }
    if (index > 0 && token.value >= 60) return null;
    parts.push(token.value);
  }
  const [degrees = 0, minutes = 0, seconds = 0] = parts;
  const valueDeg = sign * (degrees + minutes / 60 + seconds / 3600);
  return Number.isFinite(valueDeg) ? { valueDeg, hemisphere } : null;
}

function countNumbers(tokens: Token[]): number {
  return tokens.filter((token) => token.kind === 'number').length;
}

/** Splits the tokens into the two coordinates, or null when there is no single sensible split. */
function splitPair(tokens: Token[]): [Component, Component] | null {
  const separators = tokens.filter((token) => token.kind === 'separator').length;
  if (separators > 1) return null;
  if (separators === 1) {
    const at = tokens.findIndex((token) => token.kind === 'separator');
    const first = parseComponent(tokens.slice(0, at));
    const second = parseComponent(tokens.slice(at + 1));
    return first && second ? [first, second] : null;
  }

  const splits: { pair: [Component, Component]; balanced: boolean }[] = [];
  for (let at = 1; at < tokens.length; at++) {
    const left = tokens.slice(0, at);
    const right = tokens.slice(at);
    const first = parseComponent(left);
    const second = parseComponent(right);
    if (first && second) {
      splits.push({ pair: [first, second], balanced: countNumbers(left) === countNumbers(right) });
    }
  }
  // Bare numbers such as "46 33 11 51" only split evenly: degrees and minutes on each side.
  const bare = tokens.every((token) => token.kind === 'number' && token.slot === null);
  if (splits.length === 1 && !bare) return splits[0]!.pair;
  const balanced = splits.filter((split) => split.balanced);
  return balanced.length === 1 ? balanced[0]!.pair : null;
}

function signed(component: Component): number {
  return component.hemisphere === 'S' || component.hemisphere === 'W'
    ? -component.valueDeg
    : component.valueDeg;
}

function isLatitude(component: Component): boolean | null {
  if (component.hemisphere === null) return null;
  return component.hemisphere === 'N' || component.hemisphere === 'S';
}

/**
 * Reads a coordinate pair typed or pasted into search (two numbers separated by a comma or
 * semicolon, latitude first), also in degrees-minutes-seconds or decimal minutes with
 * N/S/E/W letters; null when the text is not a valid pair. Rounded to 6 decimals.
 */
export function parseCoordinates(text: string): LatLng | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length < 2) return null;
  const pair = splitPair(tokens);
  if (!pair) return null;

  const [first, second] = pair;
  const firstIsLat = isLatitude(first);
  const secondIsLat = isLatitude(second);
  if (firstIsLat !== null && firstIsLat === secondIsLat) return null;
  // Latitude comes first unless the hemisphere letters say otherwise.
  const swap = firstIsLat === false || secondIsLat === true;
  const [latPart, lngPart] = swap ? [second, first] : [first, second];

  const lat = round6(signed(latPart)) + 0;
  const lng = round6(signed(lngPart)) + 0;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Shows a coordinate pair as 'latitude, longitude' with 6 decimals. */
export function formatCoordinates(lat: LatDeg, lng: LngDeg): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
