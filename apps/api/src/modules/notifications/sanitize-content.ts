import { plainText, type RichTextPolicy, sanitizeRichText } from '../../platform';

/** Announcements keep what the announcement editor writes and pastes: inline CSS, data: pictures, relative links. */
const ANNOUNCEMENT_RICH_TEXT: RichTextPolicy = { linkSchemes: ['http', 'https', 'mailto', 'tel'], imageSchemes: ['http', 'https', 'data'], relativeUrls: 'any', inlineStyles: true };

/**
 * Rich-text announcement content as the server stores it: scripts, event handlers (onerror,
 * onclick…), javascript:/vbscript: URLs, iframes and unknown CSS are removed.
 */
export function sanitizeContent(html: string | null | undefined): string {
  return sanitizeRichText(html, ANNOUNCEMENT_RICH_TEXT);
}

export { plainText };
