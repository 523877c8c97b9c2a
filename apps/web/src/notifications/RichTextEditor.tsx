import { useEffect, useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { t } from '../i18n';
import { safeHtml } from './safe-html';

/**
 * A small rich-text editor for announcement content (no editor library is installed): a
 * contentEditable area with bold, italic, underline, lists, links and clear formatting. The value
 * is HTML; the server sanitises it again.
 */
export function RichTextEditor({ value, onChange, placeholder }: { value?: string; onChange?: (html: string) => void; placeholder?: string }) {
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

  const tools: { key: string; icon: React.ReactNode; label: string; run: () => void }[] = [
    { key: 'bold', icon: <BoldOutlined />, label: t('announcement.bold'), run: () => exec('bold') },
    { key: 'italic', icon: <ItalicOutlined />, label: t('announcement.italic'), run: () => exec('italic') },
    { key: 'underline', icon: <UnderlineOutlined />, label: t('announcement.underline'), run: () => exec('underline') },
    { key: 'ol', icon: <OrderedListOutlined />, label: t('announcement.orderedList'), run: () => exec('insertOrderedList') },
    { key: 'ul', icon: <UnorderedListOutlined />, label: t('announcement.bulletList'), run: () => exec('insertUnorderedList') },
    {
      key: 'link',
      icon: <LinkOutlined />,
      label: t('announcement.link'),
      run: () => {
        const url = window.prompt(t('announcement.linkPrompt'), 'https://');
        if (url && /^https?:\/\//i.test(url)) exec('createLink', url);
      },
    },
    { key: 'clear', icon: <ClearOutlined />, label: t('announcement.clearFormat'), run: () => exec('removeFormat') },
  ];

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={2} style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={tool.label}>
            <Button size="small" type="text" icon={tool.icon} aria-label={tool.label} onMouseDown={(e) => e.preventDefault()} onClick={tool.run} />
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
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 180, maxHeight: 360, overflowY: 'auto', padding: '6px 11px', outline: 'none' }}
      />
    </div>
  );
}
