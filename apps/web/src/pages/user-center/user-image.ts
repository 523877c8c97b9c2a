import { useEffect, useState } from 'react';
import { http } from '../../http/request';

export type UserImageKind = 'avatar' | 'signature';

/** The api route that serves a user's image (GET, authorised: own images, or users-read in scope). */
export const userImagePath = (userId: number, kind: UserImageKind): string => `api/users/${userId}/${kind === 'avatar' ? 'avatar' : 'sign'}`;

/**
 * A user's avatar or signature as a URL an <img> can show. An <img> cannot send the
 * Authorization header the route needs, so the image is fetched as a blob with the token (the
 * http layer adds it) and shown through an object URL, revoked when the image changes or the
 * component goes away. No token ever appears in a URL, and no public or signed link exists.
 *
 * `key` is the stored key on the user (user.avatar / user.signature): a new upload changes it and
 * the image is fetched again; null means the user has none (undefined is returned).
 */
export function useUserImage(userId: number | undefined, kind: UserImageKind, key: string | null | undefined): string | undefined {
  const [shown, setShown] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (!userId || !key) return undefined;
    let alive = true;
    let created: string | undefined;
    http
      .get<Blob>(userImagePath(userId, kind), undefined, { responseType: 'blob', silent: true })
      .then((blob) => {
        if (!alive) return;
        created = URL.createObjectURL(blob);
        setShown({ key, url: created });
      })
      // A missing or refused image shows the placeholder; nothing to tell the user.
      .catch(() => undefined);
    return () => {
      alive = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [userId, kind, key]);
  return key && shown?.key === key ? shown.url : undefined;
}
