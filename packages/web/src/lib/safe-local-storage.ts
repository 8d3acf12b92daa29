/** The page's localStorage, or null where the browser refuses it (private modes, blocked cookies). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the page's sessionStorage once: a page's first read of it loads it from the browser,
 * milliseconds on a phone, which this puts in the task of the caller's choosing.
 */
export function openSessionStorage(): void {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Refused (blocked cookies): the router goes without it as well.
  }
}
