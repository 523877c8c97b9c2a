import { useEffect, useState } from 'react';
import { SAMPLING_DAY } from '@ohit/contracts';
import { request } from '../../http/request';

/**
 * An attachment of a day as an object URL for an <img> or <video> (files are served only with
 * the token, so the browser cannot load them by address); revoked when the component goes.
 */
export function useAttachmentUrl(dayId: number | null, attachmentId: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const id = Number(attachmentId);
    if (dayId === null || !Number.isSafeInteger(id) || id < 1) return;
    let made: string | null = null;
    let live = true;
    request<Blob>(`${SAMPLING_DAY.url}/${dayId}/attachments/${id}/file`, { responseType: 'blob', silent: true })
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [dayId, attachmentId]);
  return url;
}
