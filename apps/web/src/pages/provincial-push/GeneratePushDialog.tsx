import { useEffect, useState } from 'react';
import { App, Modal, Select } from 'antd';
import { PROVINCIAL_PUSH, PROVINCIAL_PUSH_CANDIDATES_PATH, type PushCandidate } from '@ohit/contracts';
import { request } from '../../http/request';
import { t } from '../../i18n';

/** 新增推送: pick one of the organisation's issued reports without a push (or all of them). */
export function GeneratePushDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [options, setOptions] = useState<PushCandidate[] | null>(null);
  const [picked, setPicked] = useState<number | 'all' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setPicked(null);
    setOptions(null);
    request<PushCandidate[]>(PROVINCIAL_PUSH_CANDIDATES_PATH, { silent: true })
      .then((o) => live && setOptions(o))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [open]);
  const run = async () => {
    if (picked === null) return;
    setBusy(true);
    try {
      const res = await request<{ message: string }>(`${PROVINCIAL_PUSH.url}/commands/generate`, { method: 'POST', body: picked === 'all' ? {} : { reportId: picked } });
      message.success(res.message);
      onDone();
    } catch {
      // the server's refusal is shown by the HTTP layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('provincialPush.generateTitle')} onCancel={onClose} onOk={run} okButtonProps={{ disabled: picked === null, loading: busy, 'data-testid': 'generate-ok' } as never} destroyOnHidden>
      <Select<number | 'all'>
        style={{ width: '100%' }}
        loading={!options}
        value={picked ?? undefined}
        onChange={setPicked}
        placeholder={options && options.length === 0 ? t('provincialPush.noCandidates') : t('provincialPush.pickReport')}
        showSearch
        optionFilterProp="label"
        data-testid="generate-report"
        options={[
          ...(options && options.length > 1 ? [{ value: 'all' as const, label: t('provincialPush.allReports', { count: options.length }) }] : []),
          ...(options ?? []).map((o) => ({ value: o.reportId, label: `${o.code}（第${o.reportVersion}版）${o.employerName} ${o.issueDate ?? ''}` })),
        ]}
      />
    </Modal>
  );
}
