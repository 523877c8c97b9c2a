import { Suspense, useContext, useRef, type ReactNode } from 'react';
import { Spin } from 'antd';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router';
import { PageBoundary } from '../router/PageBoundary';
import { useTags } from './tags-store';

/**
 * A simple keep-alive (spec §2 "cached views"): the elements of visited pages stay mounted but
 * hidden, so their React state survives a trip to another tag. Pages whose route says noCache,
 * and paths without a tag (/redirect), are rendered normally and dropped on leaving. A page's
 * cache goes when its tag closes or is refreshed (the store bumps its generation).
 */
export function KeepAliveOutlet({ cacheable }: { cacheable: (pathname: string) => boolean }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const { visited, generation } = useTags();
  const cache = useRef(new Map<string, { path: string; element: ReactNode }>());

  const activeKey = `${pathname}#${generation[pathname] ?? 0}`;
  const keep = cacheable(pathname);
  const hasTag = visited.some((t) => t.path === pathname);
  // a page whose tag was just closed: wait for its tag (or the navigation away) before mounting
  const waiting = keep && !hasTag && (generation[pathname] ?? 0) > 0;
  if (keep && !waiting && outlet) cache.current.set(activeKey, { path: pathname, element: outlet });

  // drop pages whose tag is gone or whose generation moved on
  const open = new Set(visited.map((t) => `${t.path}#${generation[t.path] ?? 0}`));
  if (keep && !waiting) open.add(activeKey);
  for (const key of [...cache.current.keys()]) {
    if (!open.has(key)) cache.current.delete(key);
  }

  const wrap = (element: ReactNode) => (
    <PageBoundary>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>{element}</Suspense>
    </PageBoundary>
  );

  return (
    <>
      {[...cache.current.entries()].map(([key, entry]) => (
        <div key={key} data-cached-path={entry.path} style={key === activeKey ? undefined : { display: 'none' }}>
          <LocationWhileShown shown={key === activeKey}>{wrap(entry.element)}</LocationWhileShown>
        </div>
      ))}
      {!keep && <div key={`live:${activeKey}`}>{wrap(outlet)}</div>}
    </>
  );
}

/**
 * A hidden page keeps the location it was last shown at: it never sees another page's address (its
 * params and query stay its own), and a navigation elsewhere does not re-render it — with every
 * kept page re-rendered on each step, each step grew slower the more tags were open.
 */
function LocationWhileShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const live = useContext(LocationContext);
  const kept = useRef(live);
  if (shown) kept.current = live;
  return <LocationContext.Provider value={kept.current}>{children}</LocationContext.Provider>;
}
