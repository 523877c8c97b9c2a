import { act, renderHook, waitFor } from '@testing-library/react';
import { useDebouncedOptions } from './use-debounced-options';

/** A fetch whose answers the test releases one by one, in any order. */
function controlledFetch() {
  const calls: { text: string; answer: (rows: string[]) => void; refuse: (e: Error) => void }[] = [];
  const fetchOptions = jest.fn(
    (text: string) =>
      new Promise<string[]>((answer, refuse) => {
        calls.push({ text, answer, refuse });
      }),
  );
  return { calls, fetchOptions };
}

describe('useDebouncedOptions', () => {
  it('searches once per typing pause', async () => {
    const { calls, fetchOptions } = controlledFetch();
    const { result } = renderHook(() => useDebouncedOptions(fetchOptions));
    act(() => result.current.search('化'));
    act(() => result.current.search('化工'));
    await waitFor(() => expect(fetchOptions).toHaveBeenCalledTimes(1));
    expect(calls[0].text).toBe('化工');
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0].answer(['东方化工厂']));
    expect(result.current).toMatchObject({ options: ['东方化工厂'], loading: false, failure: null });
  });

  it("keeps the latest search's answer when an older one arrives after it", async () => {
    const { calls, fetchOptions } = controlledFetch();
    const { result } = renderHook(() => useDebouncedOptions(fetchOptions));
    act(() => result.current.search('东'));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.search('西'));
    await waitFor(() => expect(calls).toHaveLength(2));

    await act(async () => calls[1].answer(['西山化工厂']));
    expect(result.current).toMatchObject({ options: ['西山化工厂'], loading: false });
    await act(async () => calls[0].answer(['东方化工厂']));
    await act(async () => calls[0].refuse(new Error('没有权限')));
    expect(result.current).toMatchObject({ options: ['西山化工厂'], loading: false, failure: null });
  });

  it("shows the latest search's refusal, and drops answers still on their way after a reset", async () => {
    const { calls, fetchOptions } = controlledFetch();
    const { result } = renderHook(() => useDebouncedOptions(fetchOptions));
    act(() => result.current.search(''));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0].refuse(new Error('没有权限，请联系管理员')));
    expect(result.current).toMatchObject({ options: [], loading: false, failure: '没有权限，请联系管理员' });

    act(() => result.current.search('化工'));
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ options: [], failure: null });
    await act(async () => calls[1].answer(['东方化工厂']));
    expect(result.current.options).toEqual([]);
  });
});
