import { closedPaths, tagsReducer, targetAfterClose, type TagsState, type VisitedTag } from './tags-reducer';
import { tagsStore } from './tags-store';

const tag = (path: string, affix = false): VisitedTag => ({ path, fullPath: path, title: path, affix, noCache: false });
const home = tag('/dashboard', true);

function withTags(...paths: string[]): TagsState {
  return paths.reduce<TagsState>((s, p) => tagsReducer(s, { type: 'add', tag: p === '/dashboard' ? home : tag(p) }), { visited: [] });
}

describe('tags reducer (spec §2 tag bar, §4 tag views)', () => {
  it('adds one tag per visited page; a revisit with another query updates it in place', () => {
    let s = withTags('/dashboard', '/system/user', '/system/role', '/system/user');
    expect(s.visited.map((t) => t.path)).toEqual(['/dashboard', '/system/user', '/system/role']);
    s = tagsReducer(s, { type: 'add', tag: { ...tag('/system/user'), fullPath: '/system/user?page=2' } });
    expect(s.visited.map((t) => t.fullPath)).toEqual(['/dashboard', '/system/user?page=2', '/system/role']);
  });

  it('close removes the tag but never an affixed one', () => {
    const s = withTags('/dashboard', '/a', '/b');
    expect(tagsReducer(s, { type: 'close', path: '/a' }).visited.map((t) => t.path)).toEqual(['/dashboard', '/b']);
    expect(tagsReducer(s, { type: 'close', path: '/dashboard' }).visited.map((t) => t.path)).toEqual(['/dashboard', '/a', '/b']);
  });

  it('close others keeps the chosen tag and the affixed ones', () => {
    const s = withTags('/dashboard', '/a', '/b', '/c');
    expect(tagsReducer(s, { type: 'closeOthers', path: '/b' }).visited.map((t) => t.path)).toEqual(['/dashboard', '/b']);
  });

  it('close all keeps only affixed tags', () => {
    const s = withTags('/dashboard', '/a', '/b');
    expect(tagsReducer(s, { type: 'closeAll' }).visited).toEqual([home]);
  });

  it('closing the active tag goes to the last remaining tag, or / when none is left', () => {
    const s = tagsReducer(withTags('/dashboard', '/a', '/b', '/c'), { type: 'close', path: '/c' });
    expect(targetAfterClose(s.visited, '/c')).toBe('/b');
    // closing a tag that is not active stays where we are
    expect(targetAfterClose(s.visited, '/a')).toBeNull();
    expect(targetAfterClose([], '/a')).toBe('/');
    const all = tagsReducer(withTags('/a', '/b'), { type: 'closeAll' });
    expect(targetAfterClose(all.visited, '/b')).toBe('/');
  });

  it('reset puts the affixed tags first without duplicates', () => {
    const s = tagsReducer(withTags('/a'), { type: 'reset', affixed: [home] });
    expect(s.visited.map((t) => t.path)).toEqual(['/dashboard', '/a']);
    expect(tagsReducer(s, { type: 'reset', affixed: [home] }).visited).toHaveLength(2);
  });

  it('the store drops the cache generation of closed pages (kept-alive pages start afresh)', () => {
    tagsStore.clear();
    tagsStore.dispatch({ type: 'add', tag: home });
    tagsStore.dispatch({ type: 'add', tag: tag('/a') });
    tagsStore.dispatch({ type: 'add', tag: tag('/b') });
    tagsStore.dispatch({ type: 'closeOthers', path: '/b' });
    expect(tagsStore.get().generation).toEqual({ '/a': 1 });
    tagsStore.evict('/b');
    expect(tagsStore.get().generation['/b']).toBe(1);
    expect(closedPaths([home, tag('/a')], [home])).toEqual(['/a']);
  });
});
