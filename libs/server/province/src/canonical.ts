/**
 * What a body signature is computed over. Both sides must produce the same bytes from what went
 * over the wire, so canonicalisation is deliberately simple (docs/adr/0004-provincial-push-wire.md).
 */

/**
 * The XML `<body>…</body>` element of a request as the province verifies it: whitespace between
 * tags removed (indentation, line breaks), text content kept as written (escaped), trimmed.
 */
export function canonicalXmlBody(bodyXml: string): string {
  return bodyXml.replace(/>\s+</g, '><').trim();
}

/** The `<body>…</body>` element cut out of a whole request document, as sent; null when absent. */
export function extractXmlBody(requestXml: string): string | null {
  const start = requestXml.search(/<body[\s>]/);
  const end = requestXml.lastIndexOf('</body>');
  if (start < 0 || end < start) return null;
  return requestXml.slice(start, end + '</body>'.length);
}

/** JSON with object keys sorted (recursively) and no whitespace: the JSON body as it is signed and sent. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
