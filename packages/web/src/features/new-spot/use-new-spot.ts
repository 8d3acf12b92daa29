import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LatLng } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { useBackOrClose } from '../../core/navigation';
import { useRequireLogin } from '../../core/login-required';
import { useDraft } from '../../core/use-draft';
import { formatSearch } from '../../lib/search-string';

/** The query flag of the new-spot mode on the map page (`/map?map&newSpot`). */
export const NEW_SPOT_FLAG = 'newSpot';

/** Where the pin of the new spot stands. */
export type PinPosition = LatLng;

/** The new spot being placed and described; its id is 0 until it is saved. */
export interface NewSpotDraft {
  /** The mode is on: the flag is in the address and a user is signed in. */
  active: boolean;
  /** The flag asks for the mode but nobody is signed in. */
  needsLogin: boolean;
  pin: PinPosition | null;
  /** Places or moves the pin. */
  placePin: (position: PinPosition) => void;
  title: string;
  setTitle: (title: string) => void;
  tags: string[];
  setTags: (tags: string[]) => void;
  /** Text typed in the tags field that is not a tag yet. */
  tagText: string;
  setTagText: (text: string) => void;
  /** On a phone the form covers the map once the pin stands; this shows the map again. */
  adjustingOnMobile: boolean;
  setAdjustingOnMobile: (adjusting: boolean) => void;
  /** Anything entered that leaving would lose. */
  dirty: boolean;
  /** What was entered in an earlier visit came back (kept until saved or discarded). */
  restored: boolean;
  /** Forgets what was entered. */
  discard: () => void;
  /** Forgets the draft once the spot is saved, so moving on to it does not warn. */
  saved: () => void;
  /** Turns the mode on, or asks a visitor to log in first (popover at `anchor`). */
  start: (anchor: HTMLElement | null) => void;
  /** Leaves the mode and forgets the draft. */
  cancel: () => void;
}

const EMPTY_NEW_SPOT = {
  pin: null as PinPosition | null,
  title: '',
  tags: [] as string[],
  tagText: '',
};

/** The state of the new-spot mode of the map page, driven by the `newSpot` query flag. */
export function useNewSpot(): NewSpotDraft {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const requireLogin = useRequireLogin();
  const close = useBackOrClose(NEW_SPOT_FLAG);
  const flagged = new URLSearchParams(location.search).has(NEW_SPOT_FLAG);
  const active = flagged && user !== null;

  // What is entered is kept as a draft while the mode is on, and comes back when it is
  // turned on again after a reload or a navigation; Cancel forgets it.
  const draft = useDraft(active ? { editor: 'new-spot', object: 'new' } : null, EMPTY_NEW_SPOT);
  const { pin, title, tags, tagText } = draft.value;
  const { setValue } = draft;
  const setTitle = useCallback(
    (next: string) => setValue((current) => ({ ...current, title: next })),
    [setValue],
  );
  const setTags = useCallback(
    (next: string[]) => setValue((current) => ({ ...current, tags: next })),
    [setValue],
  );
  const setTagText = useCallback(
    (next: string) => setValue((current) => ({ ...current, tagText: next })),
    [setValue],
  );
  const [adjustingOnMobile, setAdjustingOnMobile] = useState(false);

  useEffect(() => {
    if (!active) setAdjustingOnMobile(false);
  }, [active]);

  const start = useCallback(
    (anchor: HTMLElement | null) => {
      if (!requireLogin(anchor, 'participate')) return;
      const params = new URLSearchParams(location.search);
      if (!params.has('map')) params.set('map', '');
      params.set(NEW_SPOT_FLAG, '');
      void navigate({ pathname: location.pathname, search: formatSearch(params) });
    },
    [requireLogin, navigate, location.pathname, location.search],
  );

  const placePin = useCallback(
    (position: PinPosition) => setValue((current) => ({ ...current, pin: position })),
    [setValue],
  );

  return {
    active,
    needsLogin: flagged && user === null,
    pin,
    placePin,
    title,
    setTitle,
    tags,
    setTags,
    tagText,
    setTagText,
    adjustingOnMobile,
    setAdjustingOnMobile,
    dirty: active && (pin !== null || title.trim() !== '' || tags.length > 0 || tagText !== ''),
    restored: active && draft.restored,
    discard: draft.discard,
    saved: draft.saved,
    start,
    cancel: () => {
      draft.discard();
      close();
    },
  };
}
