import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { TagsView } from './TagsView';
import { tagsStore } from './tags-store';
import type { VisitedTag } from './tags-reducer';

const tag = (path: string, affix = false): VisitedTag => ({ path, fullPath: path, title: `标签${path}`, affix, noCache: false });

/** The tag bar as the shell renders it: the active path is the router's. */
function Bar() {
  const { pathname } = useLocation();
  return (
    <>
      <TagsView activePath={pathname} />
      <output data-testid="at">{pathname}</output>
    </>
  );
}

const paths = () => screen.getAllByTestId('tag').map((e) => e.getAttribute('data-path'));
const at = () => screen.getByTestId('at').textContent;
const tagOf = (path: string) => screen.getAllByTestId('tag').find((e) => e.getAttribute('data-path') === path)!;

async function choose(path: string, item: string) {
  fireEvent.contextMenu(tagOf(path).firstElementChild!);
  fireEvent.click(await screen.findByText(item));
}

describe('tag bar (spec §2)', () => {
  beforeEach(() => {
    tagsStore.clear();
    act(() => {
      [tag('/dashboard', true), tag('/a'), tag('/b'), tag('/c')].forEach((t) => tagsStore.dispatch({ type: 'add', tag: t }));
    });
  });

  function renderAt(path: string) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Bar />
      </MemoryRouter>,
    );
  }

  it('marks the active tag; a click on another goes there and moves the mark', () => {
    renderAt('/b');
    expect(tagOf('/b').getAttribute('data-active')).toBe('true');
    fireEvent.click(screen.getByText('标签/c'));
    expect(at()).toBe('/c');
    expect(tagOf('/c').getAttribute('data-active')).toBe('true');
    expect(tagOf('/b').getAttribute('data-active')).toBe('false');
  });

  it('closing the active tag goes to the last one left; the affixed dashboard has no close icon; a middle click closes', () => {
    renderAt('/c');
    expect(tagOf('/dashboard').querySelector('[data-testid="tag-close"]')).toBeNull();
    fireEvent.click(tagOf('/c').querySelector('[data-testid="tag-close"]')!);
    expect(paths()).toEqual(['/dashboard', '/a', '/b']);
    expect(at()).toBe('/b');
    fireEvent.mouseUp(tagOf('/a'), { button: 1 });
    expect(paths()).toEqual(['/dashboard', '/b']);
    expect(at()).toBe('/b');
  });

  it('关闭其他 on another tag keeps it and the dashboard and goes there; 关闭所有 leaves the dashboard', async () => {
    renderAt('/a');
    await choose('/b', '关闭其他');
    expect(paths()).toEqual(['/dashboard', '/b']);
    expect(at()).toBe('/b');
    await choose('/b', '关闭所有');
    await waitFor(() => expect(paths()).toEqual(['/dashboard']));
    expect(at()).toBe('/dashboard');
  });
});
