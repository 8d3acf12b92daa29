/** A listener registered with a native plugin; `remove` unregisters it. */
export interface NativeListener {
  remove: () => unknown;
}

/** Capacitor's App plugin, as far as this app uses it. */
export interface NativeAppPlugin {
  addListener(
    event: 'backButton',
    handler: (event: { canGoBack: boolean }) => void,
  ): Promise<NativeListener> | NativeListener;
  /** A link of the app's own scheme was opened, e.g. a sign-in's return link. */
  addListener(
    event: 'appUrlOpen',
    handler: (event: { url: string }) => void,
  ): Promise<NativeListener> | NativeListener;
  /** The link that started the app, if one did. */
  getLaunchUrl?(): Promise<{ url: string } | undefined>;
  exitApp(): Promise<void> | void;
}

/** A file another app shared with this one, copied where the web view can read it. */
export interface NativeSharedFile {
  /** A URL the web view can fetch (Capacitor's `convertFileSrc` of the copied file). */
  webPath: string;
  name: string;
  mimeType: string;
}

/** The Android app's share-intent plugin (packages/android): images shared with Vantage. */
export interface NativeShareIntentPlugin {
  addListener(
    event: 'shareReceived',
    handler: (event: { files: NativeSharedFile[] }) => void,
  ): Promise<NativeListener> | NativeListener;
  /** The share that started the app, if any, handed over once. */
  takePending(): Promise<{ files: NativeSharedFile[] }>;
}

/** The bridge the Android app's web view provides; absent in a browser. */
interface NativeBridge {
  isNativePlatform?: () => boolean;
  Plugins?: { App?: NativeAppPlugin; ShareIntent?: NativeShareIntentPlugin };
}

function bridge(): NativeBridge | undefined {
  return (globalThis as { Capacitor?: NativeBridge }).Capacitor;
}

/** True inside the Android app, false in a browser. */
export function isNativeApp(): boolean {
  return bridge()?.isNativePlatform?.() === true;
}

/** A plugin of the native bridge, or null in a browser or when the app lacks it. */
export function nativePlugin<K extends 'App' | 'ShareIntent'>(
  name: K,
): NonNullable<NonNullable<NativeBridge['Plugins']>[K]> | null {
  if (!isNativeApp()) return null;
  return bridge()?.Plugins?.[name] ?? null;
}

/**
 * The API's origin: empty on the web (the site's own /api); in the native build, whose pages
 * are served from the app itself, the site's address set at build time by VITE_API_HOST.
 */
export function apiHost(): string {
  const host: unknown = import.meta.env.VITE_API_HOST;
  return typeof host === 'string' ? host.replace(/\/+$/, '') : '';
}

/** Where the server keeps photos and map files; answers name them by path on the site. */
const SERVER_FILE_PATH = /^\/(media|tiles)\//;

/**
 * An API answer as the native build needs it: photo and map-file paths (`/media/…`,
 * `/tiles/…`) become addresses on the API's host, since the app's own origin has no such
 * files. On the web (no host) the answer is unchanged.
 */
export function withServerFileHost<T>(answer: T, host = apiHost()): T {
  if (!host) return answer;
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return SERVER_FILE_PATH.test(value) ? `${host}${value}` : value;
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item)]));
    }
    return value;
  };
  return visit(answer) as T;
}

/**
 * Where a site-relative address (a map style, tile, glyph or sprite) is fetched: the page's
 * own origin on the web, the API's host in the native build.
 */
export function serverAddress(url: string, host = apiHost()): string {
  return new URL(url, host ? `${host}/` : window.location.href).href;
}

/** Where the native app keeps its session token (its web view's storage, this app only). */
const SESSION_TOKEN_KEY = 'vantage.sessionToken';

/**
 * The session token of the native build, sent as `Authorization: Bearer`; null on the web,
 * whose session is the httpOnly cookie, and when nobody is signed in.
 */
export function nativeSessionToken(): string | null {
  if (!apiHost()) return null;
  try {
    return localStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the native build's session token; the web keeps none. */
export function keepNativeSessionToken(token: string | null): void {
  if (!apiHost()) return;
  try {
    if (token === null) localStorage.removeItem(SESSION_TOKEN_KEY);
    else localStorage.setItem(SESSION_TOKEN_KEY, token);
  } catch (error) {
    console.error(error);
  }
}

/** The link a provider sign-in started by the app returns to (its Android intent filter). */
export const NATIVE_SIGN_IN_RETURN = 'app.vantage.atlas://signin';
