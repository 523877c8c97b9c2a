import { useEffect, useState } from 'react';
import { App, Modal, Table, Tag, Typography, type ButtonProps } from 'antd';
import { reportStateMachine } from '@ohit/domain';
import { DIALOG_WIDTHS } from '@ohit/domain';
import type { CompilableProjectView, ListCommandResult } from '@ohit/contracts';
import { t } from '../../i18n';
import { reportApi } from './report-api';

export interface CompileReportDialogProps {
  open: boolean;
  /** Incoming-sample projects (报告预览（新）) or our samplers' (报告预览). */
  incoming: boolean;
  onClose: () => void;
  /** After the report was made (the list reloads, the page may open it). */
  onDone: (result: ListCommandResult, project: CompilableProjectView) => void;
}

const stateLabel = (state: string) => reportStateMachine.stateLabel(state as never);

/**
 * 编制报告: the organisation's projects whose testing is complete (报告编制中) — a project that already
 * has a report shows it and cannot be chosen (重新编制 and 修改报告 are on the report's page); the
 * chosen one is compiled by the server from its data. The server's refusal (samples without a
 * result, listed) is shown by the HTTP layer and the dialog stays open.
 */
export function CompileReportDialog({ open, incoming, onClose, onDone }: CompileReportDialogProps) {
  const { message } = App.useApp();
  const [projects, setProjects] = useState<CompilableProjectView[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setProjects(null);
    setChosen(null);
    reportApi.compilable(incoming).then(
      (rows) => live && setProjects(rows),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
    // the dialog loads afresh each time it opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, incoming]);

  const submit = async () => {
    const project = projects?.find((p) => p.id === chosen);
    if (!project) {
      message.warning(t('reports.chooseProject'));
      return;
    }
    setRunning(true);
    try {
      const result = await reportApi.compile(project.id, project.organizationId);
      message.success(result.message);
      onDone(result, project);
    } catch {
      // shown by the HTTP layer (e.g. 检测未完成 with the samples listed)
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reports.compileTitle')}
      width={DIALOG_WIDTHS.large}
      okText={t('reports.compileOk')}
      okButtonProps={{ disabled: chosen === null, loading: running, 'data-testid': 'compile-ok' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <div data-testid="compile-dialog">
        <Typography.Paragraph type="secondary">{t('reports.compileHint')}</Typography.Paragraph>
        <Table<CompilableProjectView>
          rowKey="id"
          size="small"
          loading={projects === null}
          dataSource={projects ?? []}
          pagination={false}
          scroll={{ y: 360 }}
          locale={{ emptyText: t('reports.noProjects') }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: chosen === null ? [] : [chosen],
            onChange: (keys) => setChosen(keys.length > 0 ? Number(keys[0]) : null),
            getCheckboxProps: (p) => ({ disabled: p.report !== null, 'data-testid': `compile-pick-${p.code}` }) as object,
          }}
          onRow={(p) => ({ onClick: () => p.report === null && setChosen(p.id) })}
          columns={[
            { key: 'code', title: t('reports.projectCode'), dataIndex: 'code', width: 140 },
            { key: 'name', title: t('reports.projectName'), dataIndex: 'name' },
            { key: 'unit', title: t('reports.inspectedUnit'), dataIndex: 'inspectedUnitName' },
            { key: 'type', title: t('reports.checkType'), dataIndex: 'checkTypeName', width: 100 },
            { key: 'samples', title: t('reports.samples'), width: 110, render: (_: unknown, p) => `${p.samplesTested}/${p.samplesPlanned}` },
            {
              key: 'report',
              title: t('reports.existingReport'),
              width: 200,
              render: (_: unknown, p) => (p.report ? <Tag>{`${p.report.code} ${t('reports.version', { version: p.report.reportVersion })} ${stateLabel(p.report.state)}`}</Tag> : null),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
