/**
 * A library loaded the first time it is needed rather than at start, for those most processes
 * never use or use late (mail, push, photo probing, sign-in providers): until then the process
 * holds neither their code nor what their modules build when loaded. A load that fails is tried
 * again on the next use.
 */
export function loadedOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    loading.catch(() => (loading = undefined));
    return loading;
  };
}
