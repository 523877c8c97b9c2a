import { useSyncExternalStore } from 'react';
import { closedPaths, tagsReducer, type TagsAction, type TagsState, type VisitedTag } from './tags-reducer';

/**
 * The visited tags of this browser tab (module level, so the tag bar and the keep-alive outlet
 * share them), plus a generation per path: bumping it makes the keep-alive outlet drop the cached
 * page so that the next visit mounts it afresh (tag refresh).
 */
export interface TagsStoreState extends TagsState {
  generation: Record<string, number>;
}

let state: TagsStoreState = { visited: [], generation: {} };
const listeners = new Set<() => void>();

function emit(next: TagsStoreState): void {
  state = next;
  listeners.forEach((l) => l());
}

export const tagsStore = {
  get: (): TagsStoreState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dispatch(action: TagsAction): VisitedTag[] {
    const next = tagsReducer(state, action);
    if (next === state) return state.visited;
    const generation = { ...state.generation };
    // a closed page starts afresh when opened again
    for (const path of closedPaths(state.visited, next.visited)) generation[path] = (generation[path] ?? 0) + 1;
    emit({ visited: next.visited, generation });
    return next.visited;
  },
  /** Drops the cached page of `path` (refresh). */
  evict(path: string): void {
    emit({ ...state, generation: { ...state.generation, [path]: (state.generation[path] ?? 0) + 1 } });
  },
  /** Tests and logout. */
  clear(): void {
    emit({ visited: [], generation: {} });
  },
};

export function useTags(): TagsStoreState {
  return useSyncExternalStore(tagsStore.subscribe, tagsStore.get, tagsStore.get);
}
