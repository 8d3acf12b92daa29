import { describe, expect, it } from 'vitest';
import { ESCAPE_AFTER_EXIT_MS, isTypingTarget, lightboxKeyAction } from './lightbox-keys';

const viewing = {
  fullscreen: false,
  editing: false,
  typing: false,
  sinceFullscreenExitMs: Infinity,
};

describe('lightboxKeyAction', () => {
  it('toggles fullscreen with L in either case', () => {
    expect(lightboxKeyAction('l', viewing)).toBe('toggleFullscreen');
    expect(lightboxKeyAction('L', { ...viewing, fullscreen: true })).toBe('toggleFullscreen');
  });

  it('leaves fullscreen on Escape, and closes only when not in fullscreen', () => {
    expect(lightboxKeyAction('Escape', { ...viewing, fullscreen: true })).toBe('exitFullscreen');
    expect(lightboxKeyAction('Escape', viewing)).toBe('close');
  });

  it('ignores the Escape that ended the browser fullscreen a moment ago', () => {
    const justLeft = { ...viewing, sinceFullscreenExitMs: ESCAPE_AFTER_EXIT_MS - 50 };
    expect(lightboxKeyAction('Escape', justLeft)).toBeNull();
    expect(lightboxKeyAction('Escape', { ...justLeft, sinceFullscreenExitMs: 2000 })).toBe('close');
  });

  it('asks to cancel an edit instead of closing, and leaves typed keys to the fields', () => {
    const editing = { ...viewing, editing: true, typing: true };
    expect(lightboxKeyAction('Escape', editing)).toBe('cancelEdit');
    expect(lightboxKeyAction('l', editing)).toBeNull();
    expect(lightboxKeyAction('ArrowLeft', editing)).toBeNull();
    expect(lightboxKeyAction('l', { ...viewing, typing: true })).toBeNull();
  });

  it('steps with the arrows and ignores shortcuts with modifiers', () => {
    expect(lightboxKeyAction('ArrowLeft', viewing)).toBe('previous');
    expect(lightboxKeyAction('ArrowRight', viewing)).toBe('next');
    expect(lightboxKeyAction('l', viewing, { ctrl: true, meta: false, alt: false })).toBeNull();
    expect(lightboxKeyAction('x', viewing)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields and false for buttons', () => {
    const input = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
