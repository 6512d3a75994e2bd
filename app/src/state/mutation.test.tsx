import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wasl/api/session';
import { useMutation, type MutationOutcome } from './mutation';

describe('useMutation: run resolves to its outcome', () => {
  it('the answer on success; { ok: false } and the error key on failure — a dialog awaits it instead of a ref', async () => {
    const write = async (id: number) => {
      if (id < 0) throw new ApiError(401, 'errors:incorrectPassword', 'errors:incorrectPassword');
      return { id, saved: true };
    };
    const { result } = renderHook(() => useMutation(write));

    let outcome: MutationOutcome<{ id: number; saved: boolean }> = { ok: false };
    await act(async () => {
      outcome = await result.current.run(7);
    });
    expect(outcome).toEqual({ ok: true, result: { id: 7, saved: true } });
    expect(result.current.errorKey).toBeNull();

    await act(async () => {
      outcome = await result.current.run(-1);
    });
    expect(outcome).toEqual({ ok: false });
    expect(result.current.errorKey).toBe('errors:incorrectPassword');
    expect(result.current.pending).toBe(false);
  });

  it('a failure the screen handles itself (onFailure true) is not ok either', async () => {
    const { result } = renderHook(() =>
      useMutation(
        async () => {
          throw new ApiError(409, 'errors:conversationTaken', 'errors:conversationTaken');
        },
        { onFailure: () => true },
      ),
    );
    let outcome: MutationOutcome<never> = { ok: true, result: undefined as never };
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toEqual({ ok: false });
    expect(result.current.errorKey).toBeNull();
  });
});
