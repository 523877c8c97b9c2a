import type { ComponentType } from 'react';

/**
 * Slots of the navbar's right-hand side, rendered in `order` before the fullscreen button.
 * Other features add their button here with one entry, e.g. the jobs drawer:
 *
 *   const JobsButton = lazy(() => import('../jobs/JobsButton'));
 *   { key: 'jobs', order: 10, Component: JobsButton },
 *
 * or, from their own module at start-up, `registerNavbarExtra({ key: 'jobs', order: 10, Component })`.
 * Each slot sits inside the shell's Suspense and Refine context.
 */
export interface NavbarExtra {
  key: string;
  order: number;
  Component: ComponentType;
}

export const NavbarExtras: NavbarExtra[] = [];

export function registerNavbarExtra(extra: NavbarExtra): () => void {
  const at = NavbarExtras.findIndex((e) => e.key === extra.key);
  if (at >= 0) NavbarExtras.splice(at, 1, extra);
  else NavbarExtras.push(extra);
  return () => {
    const i = NavbarExtras.indexOf(extra);
    if (i >= 0) NavbarExtras.splice(i, 1);
  };
}
