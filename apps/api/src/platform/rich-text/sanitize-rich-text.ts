import sanitizeHtml from 'sanitize-html';

/**
 * What a rich-text field keeps beyond the common markup (headings, paragraphs, lists, bold,
 * italic, underline, links, pictures, tables, quotes). Scripts, styles sheets, frames, event
 * handlers (on…) and javascript:/vbscript: URLs are never kept, whatever the policy.
 */
export interface RichTextPolicy {
  /** URL schemes a link may use; a link with any other loses its href. */
  readonly linkSchemes: readonly string[];
  /** URL schemes a picture may use; a picture with any other is dropped. */
  readonly imageSchemes: readonly string[];
  /** Relative links and pictures: 'own' keeps only our own public file paths (OWN_PUBLIC_PATHS), 'any' every one. */
  readonly relativeUrls: 'own' | 'any';
  /** Inline CSS (colour, alignment, size…), class and <font>, as an editor pasting formatted text writes them. */
  readonly inlineStyles: boolean;
}

/** Content pages (行业资讯 and any later CMS field): links http/https/mailto, pictures http/https or our own files, no inline CSS. */
export const CMS_RICH_TEXT: RichTextPolicy = { linkSchemes: ['http', 'https', 'mailto'], imageSchemes: ['http', 'https'], relativeUrls: 'own', inlineStyles: false };

/** Paths on our origin a CMS page may point at: public stored files and the public api (e.g. a news cover). */
export const OWN_PUBLIC_PATHS = ['/files/public/', '/api/public/'] as const;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SAFE_PATH = /^[A-Za-z0-9/._~%?=&+-]*$/;

/** Our own public path, without tricks: no '..', no '//' (another host), only URL-safe characters. */
function isOwnPath(url: string): boolean {
  return OWN_PUBLIC_PATHS.some((p) => url.startsWith(p)) && !url.includes('..') && !url.includes('//') && SAFE_PATH.test(url);
}

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d+(\.\d+)?(px|em|rem|pt|%)$/];
const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
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
};

function optionsOf(policy: RichTextPolicy): sanitizeHtml.IOptions {
  /** A relative URL the policy does not keep is removed (an absolute one is judged by its scheme). */
  const keepUrl = (url: string | undefined): boolean => {
    if (url === undefined) return false;
    const u = url.trim();
    return HAS_SCHEME.test(u) || policy.relativeUrls === 'any' || isOwnPath(u);
  };
  const withUrl = (attr: 'href' | 'src', extra: Record<string, string> = {}): sanitizeHtml.Transformer => (tagName, attribs) => {
    const out: sanitizeHtml.Attributes = { ...attribs, ...extra };
    if (!keepUrl(out[attr])) delete out[attr];
    return { tagName, attribs: out };
  };
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', ...(policy.inlineStyles ? ['font'] : [])],
    allowedAttributes: {
      ...(policy.inlineStyles ? { '*': ['style', 'class', 'title'], font: ['color', 'size'] } : { '*': ['title'] }),
      a: ['href', 'target', 'rel', 'name'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align'],
      th: ['colspan', 'rowspan', 'align'],
    },
    allowedSchemes: [...policy.linkSchemes],
    allowedSchemesByTag: { img: [...policy.imageSchemes] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedStyles: policy.inlineStyles ? STYLES : {},
    // script and style bodies go entirely, not just their tags
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      a: withUrl('href', { rel: 'noopener noreferrer', target: '_blank' }),
      img: withUrl('src'),
    },
    // a picture whose source was refused would be an empty box
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

const compiled = new WeakMap<RichTextPolicy, sanitizeHtml.IOptions>();

/**
 * Rich text (HTML) as the server stores it, under a policy (CMS_RICH_TEXT unless given): every
 * write of a rich-text field goes through here, so what a page later renders is what was kept.
 */
export function sanitizeRichText(html: string | null | undefined, policy: RichTextPolicy = CMS_RICH_TEXT): string {
  let options = compiled.get(policy);
  if (!options) {
    options = optionsOf(policy);
    compiled.set(policy, options);
  }
  return sanitizeHtml(html ?? '', options);
}

/** Plain text fields (a title, an abstract): no markup at all. */
export function plainText(text: string | null | undefined): string {
  return sanitizeHtml(text ?? '', { allowedTags: [], allowedAttributes: {} }).trim();
}
