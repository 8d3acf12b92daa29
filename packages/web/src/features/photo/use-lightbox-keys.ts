import { useEffect } from 'react';
import { isTypingTarget, lightboxKeyAction } from './lightbox-keys';

/**
 * The lightbox's keyboard: fullscreen, close, cancel an edit and step to the spot's other
 * photos. Keys wait while a question is open.
 */
export function useLightboxKeys({
  paused,
  editing,
  fullscreen,
  steps,
  onClose,
  onCancelEdit,
  onStep,
}: {
  paused: boolean;
  editing: boolean;
  fullscreen: { active: boolean; enter: () => void; exit: () => void; sinceExitMs: () => number };
  steps: { previous: number | null; next: number | null };
  onClose: () => void;
  onCancelEdit: () => void;
  onStep: (photoId: number) => void;
}): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || paused) return;
      const action = lightboxKeyAction(
        event.key,
        {
          fullscreen: fullscreen.active,
          editing,
          typing: isTypingTarget(event.target),
          sinceFullscreenExitMs: fullscreen.sinceExitMs(),
        },
        { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey },
      );
      if (action === null) return;
      event.preventDefault();
      switch (action) {
        case 'toggleFullscreen':
          if (fullscreen.active) fullscreen.exit();
          else fullscreen.enter();
          break;
        case 'exitFullscreen':
          fullscreen.exit();
          break;
        case 'close':
          onClose();
          break;
        case 'cancelEdit':
          onCancelEdit();
          break;
        case 'previous':
          if (steps.previous !== null) onStep(steps.previous);
          break;
        case 'next':
          if (steps.next !== null) onStep(steps.next);
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editing, fullscreen, onCancelEdit, onClose, onStep, paused, steps.next, steps.previous]);
}
