/**
 * The speed tricks of server-rendered pages, each of which can be switched off to serve the
 * plain path (React's, Emotion's and the browser's own behaviour) instead:
 * - `slices`: the page's sections hydrate one after the other, those far from the view later;
 * - `heldPresses`: a button pressed before the app has loaded is held and pressed after;
 * - `servedQueries`: the rendering asks the API for the page's queries and sends their answers;
 * - `styles`: the styles go into the head once, and the browser adopts them as they are.
 */
export const SERVED_TRICKS = ['slices', 'heldPresses', 'servedQueries', 'styles'] as const;
/** One speed trick of the served pages. */
export type ServedTrick = (typeof SERVED_TRICKS)[number];
/** Which speed tricks are on. */
export type ServedSwitches = Readonly<Record<ServedTrick, boolean>>;

/** Every trick on: what the site serves unless told otherwise. */
export const ALL_SERVED_TRICKS_ON: ServedSwitches = {
  slices: true,
  heldPresses: true,
  servedQueries: true,
  styles: true,
};

/**
 * The names of `known` a switch variable keeps on: unset or `on`, every one; `off`, none;
 * otherwise the comma-separated names that stay on. Throws on a name it does not know, saying
 * which variable named it.
 */
export function switchesOn<T extends string>(
  variable: string,
  known: readonly T[],
  value: string | undefined,
): Set<T> {
  const text = (value ?? '').trim();
  if (text === '' || text === 'on') return new Set(known);
  const on = new Set(text === 'off' ? [] : text.split(',').map((name) => name.trim()));
  for (const name of on) {
    if (!(known as readonly string[]).includes(name)) {
      throw new Error(`${variable}: no trick named ${name} (${known.join(', ')})`);
    }
  }
  return on as Set<T>;
}

/**
 * The switches named by `SERVED_TRICKS`: unset or `on`, every trick; `off`, none; otherwise
 * the comma-separated tricks that stay on (`slices,styles`). Throws on a name it does not know.
 */
export function parseServedTricks(value: string | undefined): ServedSwitches {
  const on = switchesOn('SERVED_TRICKS', SERVED_TRICKS, value);
  return {
    slices: on.has('slices'),
    heldPresses: on.has('heldPresses'),
    servedQueries: on.has('servedQueries'),
    styles: on.has('styles'),
  };
}

/** The tricks switched off, as a page's HTML names them for the browser (space-separated). */
export function servedTricksOff(switches: ServedSwitches): string {
  return SERVED_TRICKS.filter((trick) => !switches[trick]).join(' ');
}

/** The switches a page's HTML names as off (see {@link servedTricksOff}). */
export function servedSwitchesFrom(off: string | undefined): ServedSwitches {
  const names = new Set((off ?? '').split(' '));
  return {
    slices: !names.has('slices'),
    heldPresses: !names.has('heldPresses'),
    servedQueries: !names.has('servedQueries'),
    styles: !names.has('styles'),
  };
}
