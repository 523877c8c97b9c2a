import { useEffect, type ReactNode } from 'react';
import { env } from '../config/env';

export function documentTitle(title: string | undefined | null): string {
  return title ? `${title} - ${env.productTitle}` : env.productTitle;
}

/** Sets the document title to "<route title> - <product title>" (spec §2). */
export function Titled({ title, children }: { title?: string | null; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return <>{children}</>;
}
