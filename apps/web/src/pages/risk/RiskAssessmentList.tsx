import { useMemo, useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { permissionCodes, RISK_ASSESSMENT } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import type { CellRenderers } from '../../resources/resource-columns';
import { ResourceList } from '../../resources/ResourceList';
import { useSession } from '../../session/session-store';
import { ComputeRiskDialog } from './ComputeRiskDialog';
import { riskClassLabel, RISK_CLASS_COLORS } from './risk-class';
import { RiskSettingDialog } from './RiskSettingDialog';

/**
 * 风险评估 (/risk): the organisation's assessments per employer — class, edition (the note when the
 * previous edition stood in), next detection due; 计算风险评估 picks a project with judged results
 * and the chemicals' toxicity classes; 评估设置 for the administrators. A row's number opens its page.
 */
export default function RiskAssessmentList() {
  const { roles } = useSession();
  const [computing, setComputing] = useState<(() => void) | null>(null);
  const [setting, setSetting] = useState(false);
  const cellRenderers = useMemo<CellRenderers>(
    () => ({
      overallClass: (value) => <Tag color={RISK_CLASS_COLORS[String(value)]}>{riskClassLabel(value)}</Tag>,
      note: (value) =>
        value ? (
          <Tooltip title={String(value)}>
            <Tag color="warning">{t('risk.previousApplied')}</Tag>
          </Tooltip>
        ) : null,
    }),
    [],
  );
  return (
    <>
      <ResourceList
        declaration={RISK_ASSESSMENT}
        cellRenderers={cellRenderers}
        listCommandDialogs={{ compute: (reload) => setComputing(() => reload) }}
        toolbarExtras={
          checkPermission(roles, permissionCodes(RISK_ASSESSMENT, 'setting')) ? (
            <Button icon={<SettingOutlined />} onClick={() => setSetting(true)} data-testid="risk-setting">
              {t('risk.settingButton')}
            </Button>
          ) : null
        }
      />
      <ComputeRiskDialog open={computing !== null} onClose={() => setComputing(null)} onDone={() => computing?.()} />
      <RiskSettingDialog open={setting} onClose={() => setSetting(false)} />
    </>
  );
}
