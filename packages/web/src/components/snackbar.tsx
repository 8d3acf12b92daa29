import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { SNACKBAR_MS } from '@vantage/shared';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Options of one snackbar message. */
export interface SnackbarOptions {
  durationMs?: number;
  action?: { label: string; onClick(): void };
}

/** Shows short messages at the bottom of the screen. */
export interface SnackbarService {
  show(message: string, opts?: SnackbarOptions): void;
}

interface Message extends SnackbarOptions {
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
 * Renders one snackbar at a time. A new message hurries the current one out (as Material
 * guidance for consecutive snackbars suggests) so a short thank-you is not stuck behind a
 * long message.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);
  const currentRef = useRef<Message | null>(null);
  const pending = useRef<Message[]>([]);
  const nextId = useRef(1);

  const present = useCallback((message: Message | null) => {
    currentRef.current = message;
    setCurrent(message);
    setOpen(message !== null);
  }, []);

  const show = useCallback(
    (text: string, opts?: SnackbarOptions) => {
      const message: Message = { ...opts, text, id: nextId.current++ };
      if (currentRef.current === null) {
        present(message);
      } else {
        pending.current.push(message);
        setOpen(false);
      }
    },
    [present],
  );
  const service = useMemo(() => ({ show }), [show]);

  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page should not dismiss a message the user may not have read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  const onExited = () => present(pending.current.shift() ?? null);

  return (
    <SnackbarContext.Provider value={service}>
      {children}
      <Snackbar
        key={current?.id}
        open={open && current !== null}
        autoHideDuration={current?.durationMs ?? SNACKBAR_MS.default}
        onClose={close}
        slotProps={{ transition: { onExited } }}
        message={current?.text}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        action={
          <>
            {current?.action && (
              <Button
                color="secondary"
                size="small"
                onClick={() => {
                  current.action?.onClick();
                  close();
                }}
              >
                {current.action.label}
              </Button>
            )}
            <IconButton size="small" color="inherit" aria-label="Close" onClick={() => close()}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </SnackbarContext.Provider>
  );
}
