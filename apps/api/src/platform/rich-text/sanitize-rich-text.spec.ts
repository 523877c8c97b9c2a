import { CMS_RICH_TEXT, plainText, type RichTextPolicy, sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText (CMS policy)', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and tables as written', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><b>b</b><i>i</i></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引用</blockquote><table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts and styles with their bodies, frames and every on… handler', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">正文<script>alert(1)</script><style>p{}</style></p><img src="https://a.example/x.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe><svg onload="x()"></svg>',
    );
    expect(out).toBe('<p>正文</p><img src="https://a.example/x.png" />');
  });

  it('keeps http, https and mailto links, opening elsewhere without the opener; javascript: and other schemes lose their href', () => {
    expect(sanitizeRichText('<a href="https://nhc.gov.cn/">卫健委</a>')).toBe('<a href="https://nhc.gov.cn/" rel="noopener noreferrer" target="_blank">卫健委</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.cn">信</a>')).toContain('href="mailto:a@b.cn"');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java&#x09;script:alert(1)', 'vbscript:x', 'data:text/html,<b>', 'tel:110', '//evil.example/', 'relative/page']) {
      const out = sanitizeRichText(`<a href="${bad}">链接</a>`);
      expect(out).not.toContain('href');
      expect(out).toContain('链接');
    }
  });

  it('keeps pictures from http(s) and our own public files only; any other picture is dropped', () => {
    expect(sanitizeRichText('<img src="/api/public/industryNews/3/cover" alt="封面">')).toBe('<img src="/api/public/industryNews/3/cover" alt="封面" />');
    expect(sanitizeRichText('<img src="/files/public/abc.png">')).toBe('<img src="/files/public/abc.png" />');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/api/admin/users', '/api/public/../../auth/logout', '//evil.example/x.png', 'x.png', '']) {
      expect(sanitizeRichText(`<p>前<img src="${bad}">后</p>`)).toBe('<p>前后</p>');
    }
  });

  it('drops inline CSS and classes (the public page styles the article)', () => {
    expect(sanitizeRichText('<p style="color:red;background:url(javascript:alert(1))" class="x">红</p>')).toBe('<p>红</p>');
  });
});

describe('sanitizeRichText (a policy with inline styles and pasted pictures)', () => {
  const EDITOR: RichTextPolicy = { ...CMS_RICH_TEXT, imageSchemes: ['http', 'https', 'data'], relativeUrls: 'any', inlineStyles: true };

  it('keeps safe CSS and data: pictures, never CSS urls or scripts', () => {
    const out = sanitizeRichText('<span style="color:#f00;background:url(javascript:alert(4))">红</span><img src="data:image/png;base64,AAAA"><script>1</script>', EDITOR);
    expect(out).toBe('<span style="color:#f00">红</span><img src="data:image/png;base64,AAAA" />');
  });
});

describe('plainText', () => {
  it('leaves text without any markup', () => {
    expect(plainText(' 标题<script>x()</script><b>粗</b> ')).toBe('标题粗');
  });
});
