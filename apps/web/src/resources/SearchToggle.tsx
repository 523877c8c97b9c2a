import { Button } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { t } from '../i18n';

/** On a phone the search form folds away behind this button (closed at first). */
export function SearchToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button icon={<SearchOutlined />} autoInsertSpace={false} aria-expanded={open} onClick={onToggle} data-testid="search-toggle">
      {t('resourceList.search')}
      {open ? <UpOutlined /> : <DownOutlined />}
    </Button>
  );
}
