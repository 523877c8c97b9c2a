import sanitizeHtml from 'sanitize-html';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d+(\.\d+)?(px|em|rem|pt|%)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'span', 'font', 'u', 's', 'del', 'ins', 'sub', 'sup', 'h1', 'h2',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'title'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    font: ['color', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': LENGTH,
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'line-height': [...LENGTH, /^\d+(\.\d+)?$/],
      'text-indent': LENGTH,
      width: LENGTH,
      height: LENGTH,
    },
  },
  // Script/style bodies go entirely, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/**
 * Rich-text announcement content as the server stores it: scripts, event handlers (onerror,
 * onclick…), javascript:/vbscript: URLs, iframes and unknown CSS are removed.
 */
export function sanitizeContent(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', OPTIONS);
}

/** Plain text fields (title, abstract): no markup at all. */
export function plainText(text: string | null | undefined): string {
  return sanitizeHtml(text ?? '', { allowedTags: [], allowedAttributes: {} }).trim();
}
