import { refusedCharacters } from '@vantage/shared';

/**
 * The deepest nesting of lists and objects a request part may have. The site's deepest bodies,
 * guide articles (lists and quotes 12 deep, two levels each, with marks), stay near 30.
 */
export const REQUEST_DEPTH_MAX = 64;

/** The message of a request part nested past `REQUEST_DEPTH_MAX`. */
export const NESTED_TOO_DEEPLY_MESSAGE = 'nested too deeply';

/** A refused field of a request part: its dotted path (`title`, `tags.2`) and why. */
export interface RefusedField {
  field: string;
  message: string;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

/**
 * The first refused field of a parsed request part (path parameters, query or JSON body) named
 * `part`: a text holding a character no text of the site holds, named by its dotted path (a
 * hostile key by the object holding it), or the part itself once nested past
 * `REQUEST_DEPTH_MAX`. Null when nothing is refused. The walk keeps its own stack, so no
 * nesting can overflow the call stack.
 */
export function refusedField(value: unknown, part: string): RefusedField | null {
  const pending: Pending[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, depth } = next;
    const item = next.value;
    if (typeof item === 'string') {
      const message = refusedCharacters(item);
      if (message) return { field: path || part, message };
      continue;
    }
    if (typeof item !== 'object' || item === null || Buffer.isBuffer(item)) continue;
    if (depth >= REQUEST_DEPTH_MAX) return { field: part, message: NESTED_TOO_DEEPLY_MESSAGE };
    const fieldOf = (key: string) => (path ? `${path}.${key}` : key);
    if (Array.isArray(item)) {
      // Pushed last to first, so that the first field in the request is the one named.
      for (let index = item.length - 1; index >= 0; index -= 1) {
        pending.push({ value: item[index], path: fieldOf(String(index)), depth: depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(item);
    for (const key of keys) {
      const message = refusedCharacters(key);
      if (message) return { field: path || part, message };
    }
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      pending.push({
        value: (item as Record<string, unknown>)[key],
        path: fieldOf(key),
        depth: depth + 1,
      });
    }
  }
  return null;
}
