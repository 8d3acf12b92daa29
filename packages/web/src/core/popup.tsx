import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

interface OpenPopup {
  id: string;
  anchorEl: HTMLElement | null;
  data: unknown;
}

interface PopupContextValue {
  openPopup: OpenPopup | null;
  setOpenPopup: Dispatch<SetStateAction<OpenPopup | null>>;
}

const PopupContext = createContext<PopupContextValue | null>(null);

/** Holds which popup is open; opening one closes any other, as with menus and popovers. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [openPopup, setOpenPopup] = useState<OpenPopup | null>(null);
  const value = useMemo(() => ({ openPopup, setOpenPopup }), [openPopup]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

/** Open/close state of the popup with this id, with an anchor element and optional data. */
export interface PopupHandle<T> {
  open: boolean;
  anchorEl: HTMLElement | null;
  data: T | undefined;
  openPopup: (anchorEl?: HTMLElement | null, data?: T) => void;
  closePopup: () => void;
}

/** Opens and closes a popup by id. */
export function usePopup<T = undefined>(id: string): PopupHandle<T> {
  const context = useContext(PopupContext);
  if (!context) throw new Error('usePopup needs a PopupProvider');
  const { openPopup, setOpenPopup } = context;
  const isOpen = openPopup?.id === id;

  const open = useCallback(
    (anchorEl?: HTMLElement | null, data?: T) =>
      setOpenPopup({ id, anchorEl: anchorEl ?? null, data }),
    [id, setOpenPopup],
  );
  const close = useCallback(() => {
    setOpenPopup((current) => (current?.id === id ? null : current));
  }, [id, setOpenPopup]);

  return {
    open: isOpen,
    anchorEl: isOpen ? openPopup.anchorEl : null,
    data: isOpen ? (openPopup.data as T | undefined) : undefined,
    openPopup: open,
    closePopup: close,
  };
}
