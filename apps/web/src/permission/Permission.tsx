import type { ReactNode } from 'react';
import { useSession } from '../session/session-store';
import { checkPermission } from './check';

/** True when the signed-in user holds any of `codes` (or `admin`). */
export function usePermission(codes: readonly string[]): boolean {
  const { roles } = useSession();
  return checkPermission(roles, codes);
}

/** Renders its children only when the user may use them (the element is removed otherwise). */
export function Permission({ codes, children }: { codes: readonly string[]; children: ReactNode }) {
  return usePermission(codes) ? <>{children}</> : null;
}
