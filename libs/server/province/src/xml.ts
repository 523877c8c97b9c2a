// Loaded untyped on purpose: the package's typings pull the DOM lib into the whole program (and
// change fetch's types everywhere); the few members used are typed below.
const { DOMParser } = require('@xmldom/xmldom') as { DOMParser: new (options: object) => { parseFromString(xml: string, type: string): { documentElement: DomLike | null } | undefined } };

/** Escapes text for an XML element's content or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** `<tag>content</tag>`; content is already XML (use `text` for values). */
export const el = (tag: string, ...content: string[]): string => `<${tag}>${content.join('')}</${tag}>`;
/** `<tag>escaped value</tag>`. */
export const text = (tag: string, value: string | number | boolean): string => el(tag, escapeXml(String(value)));

/** A parsed element with the few reads the payload needs. */
export interface XmlNode {
  name: string;
  children: XmlNode[];
  /** The concatenated text content (own text nodes only). */
  text: string;
}

/** Thrown for XML that is not well-formed; the message is for a person (Chinese). */
export class XmlParseError extends Error {}

/** Parses a document into a small tree (element names without prefixes). */
export function parseXml(xml: string): XmlNode {
  const errors: string[] = [];
  // A province is strict: xmldom reports an unclosed element only as a warning, so warnings count.
  const report = (m: string) => errors.push(m.replace(/\[xmldom \w+\]\s*/, '').split('\n')[0].trim());
  const doc = xml.trim() ? new DOMParser({ errorHandler: { warning: report, error: report, fatalError: report } }).parseFromString(xml, 'text/xml') : undefined;
  const root = doc?.documentElement;
  if (errors.length || !root) throw new XmlParseError(`XML格式错误：${errors[0] ?? '没有根元素'}`);
  return toNode(root);
}

interface DomLike {
  nodeType: number;
  localName?: string | null;
  nodeName: string;
  nodeValue?: string | null;
  childNodes: ArrayLike<DomLike>;
}

function toNode(element: DomLike): XmlNode {
  const children: XmlNode[] = [];
  let own = '';
  for (let i = 0; i < element.childNodes.length; i++) {
    const c = element.childNodes[i];
    if (c.nodeType === 1) children.push(toNode(c));
    else if (c.nodeType === 3 || c.nodeType === 4) own += c.nodeValue ?? '';
  }
  return { name: element.localName ?? element.nodeName, children, text: own };
}

/** The first child named `name`, if any. */
export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => node?.children.find((c) => c.name === name);
/** Every child named `name`. */
export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] => node?.children.filter((c) => c.name === name) ?? [];
/** A child's text ('' when absent). */
export const childText = (node: XmlNode | undefined, name: string): string => child(node, name)?.text ?? '';
/** Follows a path of child names. */
export const path = (node: XmlNode | undefined, ...names: string[]): XmlNode | undefined => names.reduce<XmlNode | undefined>((n, name) => child(n, name), node);
