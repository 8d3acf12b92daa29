import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePersistedFlag } from './use-persisted-flag';

afterEach(() => window.localStorage.clear());

describe('usePersistedFlag', () => {
  it('starts from the default and remembers changes across mounts', () => {
    const first = renderHook(() => usePersistedFlag('nearby', true));
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    first.unmount();

    const second = renderHook(() => usePersistedFlag('nearby', true));
    expect(second.result.current[0]).toBe(false);
  });
});
