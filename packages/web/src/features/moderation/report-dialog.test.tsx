import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem } from '@vantage/shared';
import { makeCurrentUser } from '../../test-support/factories';
import { jsonResponse } from '../../test-support/http';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { actionsFor } from './queue-item-card';
import { REPORT_THANKS, ReportDialog } from './report-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const target = { kind: 'photo' as const, id: 7, title: 'Misty ridge' };

describe('the report dialog', () => {
  it('sends the reason, asks for a note with "Something else", and thanks', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(init?.body as string));
        return jsonResponse(200, {
          hidden: false,
          report: {
            id: 1,
            targetKind: 'photo',
            targetId: 7,
            targetTitle: 'Misty ridge',
            reason: 'other',
            note: 'Not a photo of this place',
            status: 'open',
            createdAt: 1,
            decidedAt: null,
          },
        });
      }),
    );
    renderWithProviders(
      <ReportDialog target={target} open onClose={() => {}} />,
      makeTestQueryClient(makeCurrentUser()),
    );
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Please say what is wrong.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note (required)' }), {
      target: { value: ' Not a photo of this place ' },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByText(REPORT_THANKS)).toBeTruthy());
    expect(sent).toEqual([
      { targetKind: 'photo', targetId: 7, reason: 'other', note: 'Not a photo of this place' },
    ]);
  });
});

describe('the queue’s actions', () => {
  const item: QueueItem = {
    kind: 'photo',
    id: 7,
    title: 'Misty ridge',
    excerpt: '',
    thumbnail: null,
    link: '/photo/7',
    hidden: false,
    held: false,
    author: { id: 9, username: 'ansel', displayName: 'Ansel', picture: null },
    authorLinksRevoked: false,
    authorHistory: null,
    reports: [],
  };
  it('offers deleting and suspending to administrators only', () => {
    expect(actionsFor(item, makeCurrentUser({ admin: true }))).toEqual([
      'dismiss',
      'hide',
      'remove_spam',
      'delete',
      'warn',
      'suspend',
    ]);
    expect(actionsFor(item, makeCurrentUser({ impact: 1_000 }))).toEqual([
      'dismiss',
      'hide',
      'remove_spam',
      'warn',
    ]);
  });
  it('offers approving or removing as spam for a held post', () => {
    const held = { ...item, kind: 'description' as const, held: true, hidden: true };
    expect(actionsFor(held, makeCurrentUser({ impact: 1_000 }))).toEqual([
      'approve',
      'remove_spam',
    ]);
  });
  it('offers only dismissing once the item is gone', () => {
    expect(
      actionsFor({ ...item, link: null, author: null }, makeCurrentUser({ admin: true })),
    ).toEqual(['dismiss']);
  });
});
