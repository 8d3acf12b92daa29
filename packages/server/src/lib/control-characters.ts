import { hasControlCharacters } from '@vantage/shared';

/**
 * The first field of a parsed request part (query, path parameters or JSON body) whose text
 * holds a control character, as a dotted path (`title`, `tags.2`), or null when there is none.
 * Keys are checked too, so a hostile key cannot slip through.
 */
export function fieldWithControlCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || 'input' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacters(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) return path || 'input';
      const found = fieldWithControlCharacters(item, field);
      if (found) return found;
    }
  }
  return null;
}
