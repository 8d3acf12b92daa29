import {
  Suspense,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useLatch } from '../lib/use-latch';

// The snackbar's UI loads with the first message, keeping it out of the first page's JS.
const SnackbarView = lazyNamed(() => import('./snackbar-view'), 'SnackbarView');

/** Options of one snackbar message. */
export interface SnackbarOptions {
  durationMs?: number;
  action?: { label: string; onClick: () => void };
}

/** Shows short messages at the bottom of the screen. */
export interface SnackbarService {
  show: (message: string, opts?: SnackbarOptions) => void;
}

/** One queued message. */
export interface SnackbarMessage extends SnackbarOptions {
  id: number;
  text: string;
}

const SnackbarContext = createContext<SnackbarService | null>(null);

/** The snackbar service; messages auto-hide after 10 s unless `durationMs` says otherwise. */
export function useSnackbar(): SnackbarService {
  const service = useContext(SnackbarContext);
  if (!service) throw new Error('useSnackbar needs a SnackbarProvider');
  return service;
}

/**
 * Renders one snackbar at a time. A new message replaces the current one at once (Material
 * guidance for consecutive snackbars) so a short thank-you is never stuck behind a long one.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);

  const show = useCallback((text: string, opts?: SnackbarOptions) => {
    setCurrent({ ...opts, text, id: nextId.current++ });
    setOpen(true);
  }, []);
  const service = useMemo(() => ({ show }), [show]);
  const close = useCallback(() => setOpen(false), []);
  const mounted = useLatch(current !== null);

  return (
    <SnackbarContext.Provider value={service}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <SnackbarView message={current} open={open} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
