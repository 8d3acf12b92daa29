import type { PopperProps } from '@mui/material/Popper';
import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

/** The handlers and name a hint sets on its control, after the control's own. */
interface HintedControlProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** The positioning engine's handle on a shown hint, to move it with the pointer. */
type PopperInstance = PopperProps['popperRef'] extends Ref<infer Instance> | undefined
  ? Instance
  : never;

/** MUI's tooltip, with its positioning engine: loaded when the first hint is shown. */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** How long a hint stays once the pointer left its control, time to reach the hint itself. */
const LEAVE_MS = 100;

/**
 * A control's hint, as MUI's tooltip: shown while a mouse rests on the control or the keyboard
 * focuses it, and gone when the pointer or the focus leaves or on Escape; the pointer may move
 * onto the hint itself. It names the control (its `aria-label`, unless the control has one) or,
 * with `describeChild`, describes it while shown. With `followCursor` it stands by the pointer,
 * for a control whose hint names the part under it.
 *
 * The tooltip is made the first time it is shown. Until then the control is bare: a tooltip
 * keeps its control's element in its state, set as React attaches the control, and on a
 * server-rendered page that is one synchronous render per tooltip in the middle of hydration.
 * Its script, with the positioning engine's, loads then too, out of the page's first scripts.
 */
export function Hint({
  title,
  placement = 'bottom',
  describeChild = false,
  followCursor = false,
  children,
}: {
  title: string;
  placement?: TooltipProps['placement'];
  describeChild?: boolean;
  followCursor?: boolean;
  children: ReactElement<HintedControlProps>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<PopperProps['anchorEl']>(null);
  const [open, setOpen] = useState(false);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const pointer = useRef({ x: 0, y: 0 });
  const popper = useRef<PopperInstance | null>(null);

  const show = (control: HTMLElement) => {
    clearTimeout(leaving.current);
    setAnchor(
      followCursor
        ? {
            getBoundingClientRect: () => new DOMRect(pointer.current.x, pointer.current.y, 0, 0),
          }
        : control,
    );
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(leaving.current);
    leaving.current = setTimeout(() => setOpen(false), LEAVE_MS);
  };
  const own = children.props;
  const control = cloneElement(children, {
    ...(describeChild
      ? { 'aria-describedby': open ? id : own['aria-describedby'] }
      : { 'aria-label': own['aria-label'] ?? title }),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // A finger's press is the control's click, not a wish to read its hint.
      pointer.current = { x: event.clientX, y: event.clientY };
      if (event.pointerType !== 'touch') show(event.currentTarget);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      own.onPointerMove?.(event);
      if (!followCursor) return;
      pointer.current = { x: event.clientX, y: event.clientY };
      void popper.current?.update();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hideSoon();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // The control itself or, where it is a wrapper, the control inside it.
      if (event.target.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      clearTimeout(leaving.current);
      setOpen(false);
    },
  });

  return (
    <>
      {control}
      {anchor && (
        <Suspense fallback={null}>
          <Tooltip
            id={id}
            open={open}
            title={title}
            placement={placement}
            // The pointer on the hint keeps it; leaving the hint or Escape closes it.
            onOpen={() => clearTimeout(leaving.current)}
            onClose={() => setOpen(false)}
            slotProps={{ popper: { anchorEl: anchor, popperRef: popper } }}
            // A hint by the pointer lets the pointer through: over it, the pointer would leave the
            // control it names.
            disableInteractive={followCursor}
            disableFocusListener
            disableTouchListener
          >
            {/* The tooltip needs an element of its own; it shows beside the control above. */}
            <span hidden />
          </Tooltip>
        </Suspense>
      )}
    </>
  );
}
