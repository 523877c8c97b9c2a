import { useEffect, useRef, type MouseEvent } from 'react';
import { Dropdown, Tag, type MenuProps } from 'antd';
import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import { targetAfterClose, type VisitedTag } from './tags-reducer';
import { tagsStore, useTags } from './tags-store';
import { useUiSettings } from '../settings/settings-store';

/** Tag refresh goes through /redirect/<full path> (spec §2), after dropping the cached page. */
export function refreshPath(fullPath: string): string {
  return `/redirect${fullPath.startsWith('/') ? fullPath : `/${fullPath}`}`;
}

/** The tag bar: click to go, close icon or middle click to close, right click for the menu. */
export function TagsView({ activePath }: { activePath: string }) {
  const { visited } = useTags();
  const { themeColor } = useUiSettings();
  const navigate = useNavigate();
  const activeRef = useRef<HTMLSpanElement | null>(null);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  const afterClose = (remaining: VisitedTag[]) => {
    const to = targetAfterClose(remaining, activePath);
    if (to) navigate(to);
  };

  const close = (tag: VisitedTag) => {
    if (tag.affix) return;
    afterClose(tagsStore.dispatch({ type: 'close', path: tag.path }));
  };

  const onMenu = (tag: VisitedTag): MenuProps['onClick'] => ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'refresh') {
      tagsStore.evict(tag.path);
      navigate(refreshPath(tag.fullPath), { replace: true });
    } else if (key === 'close') {
      close(tag);
    } else if (key === 'closeOthers') {
      const remaining = tagsStore.dispatch({ type: 'closeOthers', path: tag.path });
      if (tag.path !== activePath) navigate(tag.fullPath);
      else afterClose(remaining);
    } else if (key === 'closeAll') {
      afterClose(tagsStore.dispatch({ type: 'closeAll' }));
    }
  };

  const menuFor = (tag: VisitedTag): MenuProps['items'] => [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
    ...(tag.affix ? [] : [{ key: 'close', icon: <CloseOutlined />, label: t('tags.close') }]),
    { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: t('tags.closeOthers') },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tags.closeAll') },
  ];

  return (
    <div
      data-testid="tags-view"
      style={{ height: 34, display: 'flex', alignItems: 'center', gap: 4, padding: '0 12px', background: '#fff', borderBottom: '1px solid #d8dce5', boxShadow: '0 1px 3px rgba(0,0,0,.08)', overflowX: 'auto', whiteSpace: 'nowrap' }}
    >
      {visited.map((tag) => {
        const active = tag.path === activePath;
        return (
          <Dropdown key={tag.path} trigger={['contextMenu']} menu={{ items: menuFor(tag), onClick: onMenu(tag) }}>
            <span
              ref={active ? activeRef : undefined}
              data-testid="tag"
              data-path={tag.path}
              data-active={active ? 'true' : 'false'}
              onMouseUp={(e: MouseEvent) => {
                if (e.button === 1) {
                  e.preventDefault();
                  close(tag);
                }
              }}
              onMouseDown={(e: MouseEvent) => {
                if (e.button === 1) e.preventDefault(); // no auto-scroll on middle click
              }}
            >
              <Tag
                color={active ? themeColor : undefined}
                closable={!tag.affix}
                onClose={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  close(tag);
                }}
                closeIcon={<CloseOutlined aria-label={t('tags.close')} data-testid="tag-close" />}
                style={{ cursor: 'pointer', marginInlineEnd: 0, userSelect: 'none' }}
                onClick={() => {
                  if (!active) navigate(tag.fullPath);
                }}
              >
                {active && <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: '#fff', marginInlineEnd: 4 }} />}
                {tag.title}
              </Tag>
            </span>
          </Dropdown>
        );
      })}
    </div>
  );
}
