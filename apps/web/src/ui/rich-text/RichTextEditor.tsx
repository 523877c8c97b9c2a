import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { t } from '../../i18n';
import { safeHtml } from './safe-html';

/** The toolbar's buttons, in the order shown. */
export type RichTextTool = 'heading' | 'bold' | 'italic' | 'underline' | 'orderedList' | 'bulletList' | 'link' | 'image' | 'clear';

/** What an announcement needs (the editor's default). */
export const BASIC_TOOLS: readonly RichTextTool[] = ['bold', 'italic', 'underline', 'orderedList', 'bulletList', 'link', 'clear'];

/** An article page (行业资讯): headings and pictures by URL as well. */
export const ARTICLE_TOOLS: readonly RichTextTool[] = ['heading', 'bold', 'italic', 'underline', 'orderedList', 'bulletList', 'link', 'image', 'clear'];

/** Links the editor inserts: web pages and mail addresses (the server keeps no other). */
export const LINK_URL = /^(https?:\/\/\S+|mailto:\S+)$/i;

/** Pictures the editor inserts: web addresses, or our own public files and covers (the server keeps no other). */
export const IMAGE_URL = /^(https?:\/\/\S+|\/(files|api)\/public\/[^\s.][^\s]*)$/i;

/** The block the caret is in, when it is one of the editor's own (heading or paragraph). */
function currentBlock(root: HTMLElement | null): string | null {
  let node = document.getSelection()?.anchorNode ?? null;
  while (node && node !== root) {
    if (node instanceof HTMLElement && /^(H[1-6]|P|DIV|LI|BLOCKQUOTE)$/.test(node.tagName)) return node.tagName;
    node = node.parentNode;
  }
  return null;
}

/**
 * A small rich-text editor (no editor library is installed): a contentEditable area with a
 * toolbar of the given tools. The value is HTML; the server sanitises it again, so what the
 * toolbar offers is also what the server keeps.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  tools = BASIC_TOOLS,
  minHeight = 180,
}: {
  value?: string | null;
  onChange?: (html: string) => void;
  placeholder?: string;
  tools?: readonly RichTextTool[];
  minHeight?: number;
}) {
  const ref = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = safeHtml(value ?? '');
  }, [value]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    onChange?.(ref.current?.textContent?.trim() || html.includes('<img') ? html : '');
  };

  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };

  const ask = (question: string, initial: string, accepted: RegExp, run: (url: string) => void) => {
    const url = window.prompt(question, initial)?.trim();
    if (url && accepted.test(url)) run(url);
  };

  const all: Record<RichTextTool, { icon: ReactNode; run: () => void }> = {
    // a heading toggles back to a paragraph
    heading: { icon: <FontSizeOutlined />, run: () => exec('formatBlock', currentBlock(ref.current) === 'H2' ? 'P' : 'H2') },
    bold: { icon: <BoldOutlined />, run: () => exec('bold') },
    italic: { icon: <ItalicOutlined />, run: () => exec('italic') },
    underline: { icon: <UnderlineOutlined />, run: () => exec('underline') },
    orderedList: { icon: <OrderedListOutlined />, run: () => exec('insertOrderedList') },
    bulletList: { icon: <UnorderedListOutlined />, run: () => exec('insertUnorderedList') },
    link: { icon: <LinkOutlined />, run: () => ask(t('richText.linkPrompt'), 'https://', LINK_URL, (url) => exec('createLink', url)) },
    image: { icon: <PictureOutlined />, run: () => ask(t('richText.imagePrompt'), 'https://', IMAGE_URL, (url) => exec('insertImage', url)) },
    clear: { icon: <ClearOutlined />, run: () => exec('removeFormat') },
  };

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {tools.map((key) => (
          <Tooltip key={key} title={t(`richText.${key}`)}>
            <Button size="small" type="text" icon={all[key].icon} aria-label={t(`richText.${key}`)} onMouseDown={(e) => e.preventDefault()} onClick={all[key].run} />
          </Tooltip>
        ))}
      </Space>
      <div
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={placeholder}
        data-testid="rich-text"
        className="rich-text-content"
        onInput={emit}
        onBlur={emit}
        style={{ minHeight, maxHeight: Math.max(360, minHeight * 2), overflowY: 'auto', padding: '6px 11px', outline: 'none' }}
      />
    </div>
  );
}
