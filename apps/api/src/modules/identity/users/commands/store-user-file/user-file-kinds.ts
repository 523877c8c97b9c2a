import type { ImageKind } from '../../../../../platform';

/** The two images a user keeps: their avatar and their signature (shown on approved reports). */
export type UserFileKind = 'avatar' | 'signature';

/**
 * Where each kind lives: the users column holding the storage key, the stored_files kind (also
 * the storage folder), the audit event, and the api route segment that serves it.
 */
export const USER_FILE_KINDS = {
  avatar: { column: 'avatar', fileKind: 'avatar', event: 'UserAvatarChanged', route: 'avatar' },
  signature: { column: 'signature', fileKind: 'signature', event: 'UserSignatureChanged', route: 'sign' },
} as const satisfies Record<UserFileKind, { column: string; fileKind: string; event: string; route: string }>;

/** Extension and Content-Type of each sniffed image type (never taken from the client). */
export const IMAGE_TYPES: Record<ImageKind, { ext: string; contentType: string }> = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

/** The api path that serves a user's file (GET, authorised). */
export const userFilePath = (userId: number, kind: UserFileKind): string => `/api/users/${userId}/${USER_FILE_KINDS[kind].route}`;
