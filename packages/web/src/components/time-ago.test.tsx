import { act, cleanup } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageAt } from '../core/page-clock';
import { TimeAgo } from './time-ago';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const written = Date.parse('2026-10-12T09:00:00Z');

describe('a time ago', () => {
  it('hydrates the HTML of a page written minutes before, then counts from the browser’s clock', async () => {
    // The server wrote the page at 09:30:30, half an hour after the reply.
    const servedAt = written + 30 * 60_000 + 30_000;
    startPageAt(servedAt);
    const html = renderToString(<TimeAgo iso={new Date(written).toISOString()} />);
    expect(html).toContain('30 min ago');
    expect(html).not.toContain('title=');

    // The browser hydrates it two minutes later (a page kept in the server's cache).
    vi.useFakeTimers({ now: servedAt + 2 * 60_000, toFake: ['Date', 'setInterval'] });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <TimeAgo iso={new Date(written).toISOString()} />, {
        onRecoverableError: (error) => problems.push(error),
      }),
    );
    expect(problems).toEqual([]);
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('32 min ago');
    expect(time.getAttribute('title')).toBe(new Date(written).toLocaleString());

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(time.textContent).toBe('33 min ago');
    act(() => root.unmount());
    container.remove();
  });

  it('drawn by the browser, counts from the browser’s clock from its first render', () => {
    // A page opened an hour before, then a reply drawn on a page the visitor went to.
    startPageAt(written - 60 * 60_000);
    vi.useFakeTimers({ now: written + 5 * 60_000, toFake: ['Date', 'setInterval'] });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // Rendered and committed, before any effect has run.
    flushSync(() => root.render(<TimeAgo iso={new Date(written).toISOString()} />));
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('5 min ago');
    expect(time.getAttribute('title')).toBe(new Date(written).toLocaleString());
    act(() => root.unmount());
    container.remove();
  });
});
