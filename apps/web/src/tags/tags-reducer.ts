/**
 * Tag bar of spec §2/§4 as a pure reducer: one tag per visited page; affixed tags (the
 * dashboard) survive close, close-others and close-all; closing the active tag leads to the
 * last remaining tag, or to '/' when none is left.
 */
export interface VisitedTag {
  /** Pathname: the tag's identity and the keep-alive cache key. */
  path: string;
  /** Pathname plus query: where the tag leads. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

export interface TagsState {
  visited: VisitedTag[];
}

export type TagsAction =
  | { type: 'add'; tag: VisitedTag }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }
  | { type: 'reset'; affixed: VisitedTag[] };

export function tagsReducer(state: TagsState, action: TagsAction): TagsState {
  switch (action.type) {
    case 'add': {
      const at = state.visited.findIndex((t) => t.path === action.tag.path);
      if (at < 0) return { visited: [...state.visited, action.tag] };
      const old = state.visited[at]!;
      // same page, maybe another query or a title known only now: keep its place
      const merged = { ...old, fullPath: action.tag.fullPath, title: action.tag.title || old.title };
      if (merged.fullPath === old.fullPath && merged.title === old.title) return state;
      const visited = state.visited.slice();
      visited[at] = merged;
      return { visited };
    }
    case 'close':
      return { visited: state.visited.filter((t) => t.affix || t.path !== action.path) };
    case 'closeOthers':
      return { visited: state.visited.filter((t) => t.affix || t.path === action.path) };
    case 'closeAll':
      return { visited: state.visited.filter((t) => t.affix) };
    case 'reset': {
      const affixed = action.affixed.filter((a) => !state.visited.some((t) => t.path === a.path));
      return { visited: [...affixed, ...state.visited] };
    }
    default:
      return state;
  }
}

/**
 * Where to go after closing tags: stay when the active page is still open, otherwise the last
 * remaining tag, otherwise '/'.
 */
export function targetAfterClose(remaining: readonly VisitedTag[], activePath: string): string | null {
  if (remaining.some((t) => t.path === activePath)) return null;
  const last = remaining[remaining.length - 1];
  return last ? last.fullPath : '/';
}

/** Paths whose keep-alive cache must be dropped after an action (closed tags). */
export function closedPaths(before: readonly VisitedTag[], after: readonly VisitedTag[]): string[] {
  const keep = new Set(after.map((t) => t.path));
  return before.filter((t) => !keep.has(t.path)).map((t) => t.path);
}
