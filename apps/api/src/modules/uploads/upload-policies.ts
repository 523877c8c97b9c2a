const MB = 1024 * 1024;

/** What each upload route accepts (extensions and size). */
export const DOCUMENT_POLICY = { types: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const, maxBytes: 20 * MB };
export const PICTURE_POLICY = { types: ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const, maxBytes: 5 * MB };
export const LOGO_POLICY = { types: ['png', 'jpg', 'jpeg', 'svg', 'ico'] as const, maxBytes: 1 * MB };
