/** The bridge the Android app's web view provides; absent in a browser. */
interface NativeBridge {
  isNativePlatform?: () => boolean;
}

/** True inside the Android app, false in a browser. */
export function isNativeApp(): boolean {
  const bridge = (globalThis as { Capacitor?: NativeBridge }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}
