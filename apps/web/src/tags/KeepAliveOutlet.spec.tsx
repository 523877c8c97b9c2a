import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { tagsStore } from './tags-store';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name}:{n}
    </button>
  );
}

/** Renders of the part of a page below its address (what a navigation elsewhere would redo). */
let belowRenders = 0;
function Below({ text }: { text: string }) {
  belowRenders += 1;
  return <span>{text}</span>;
}

/** A page that shows the address it sees. */
function WhereAmI() {
  const { pathname } = useLocation();
  return <Below text={`where at ${pathname}`} />;
}

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/a')}>go-a</button>
      <button type="button" onClick={() => navigate('/b')}>go-b</button>
      <button type="button" onClick={() => navigate('/nocache')}>go-nocache</button>
      <button type="button" onClick={() => navigate('/where')}>go-where</button>
    </>
  );
}

const tag = (path: string) => ({ path, fullPath: path, title: path, affix: false, noCache: false });

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/a']}>
      <Nav />
      <Routes>
        <Route element={<KeepAliveOutlet cacheable={(p) => p !== '/nocache'} />}>
          <Route path="/a" element={<Counter name="a" />} />
          <Route path="/b" element={<Counter name="b" />} />
          <Route path="/where" element={<WhereAmI />} />
          <Route path="/nocache" element={<Counter name="n" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('keep-alive outlet (spec §2 cached views)', () => {
  beforeEach(() => {
    tagsStore.clear();
    ['/a', '/b', '/nocache', '/where'].forEach((p) => tagsStore.dispatch({ type: 'add', tag: tag(p) }));
  });

  it('keeps a visited page mounted (hidden) so its state survives a trip elsewhere', () => {
    renderApp();
    fireEvent.click(screen.getByText('a:0'));
    fireEvent.click(screen.getByText('go-b'));
    expect(screen.getByText('a:1').closest('[data-cached-path]')).toHaveStyle({ display: 'none' });
    fireEvent.click(screen.getByText('go-a'));
    expect(screen.getByText('a:1')).toBeVisible();
  });

  it('a no-cache route starts afresh every time', () => {
    renderApp();
    fireEvent.click(screen.getByText('go-nocache'));
    fireEvent.click(screen.getByText('n:0'));
    expect(screen.getByText('n:1')).toBeInTheDocument();
    fireEvent.click(screen.getByText('go-a'));
    fireEvent.click(screen.getByText('go-nocache'));
    expect(screen.getByText('n:0')).toBeInTheDocument();
  });

  it('closing or refreshing a tag drops its cached page', () => {
    renderApp();
    fireEvent.click(screen.getByText('a:0'));
    fireEvent.click(screen.getByText('go-b'));
    act(() => {
      tagsStore.dispatch({ type: 'close', path: '/a' });
    });
    expect(screen.queryByText('a:1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('b:0'));
    act(() => tagsStore.evict('/b'));
    expect(screen.getByText('b:0')).toBeInTheDocument();
  });

  it('a hidden page keeps its own address and is not re-rendered by navigations elsewhere', () => {
    renderApp();
    fireEvent.click(screen.getByText('go-where'));
    expect(screen.getByText('where at /where')).toBeVisible();
    const shown = belowRenders;
    fireEvent.click(screen.getByText('go-a'));
    fireEvent.click(screen.getByText('go-b'));
    fireEvent.click(screen.getByText('go-a'));
    expect(screen.getByText('where at /where').closest('[data-cached-path]')).toHaveStyle({ display: 'none' });
    expect(belowRenders).toBe(shown);
    fireEvent.click(screen.getByText('go-where'));
    expect(screen.getByText('where at /where')).toBeVisible();
  });
});
