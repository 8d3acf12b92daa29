/** The page's localStorage, or null where the browser refuses it (private modes, blocked cookies). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
