import { useRef, useState } from 'react';
import { Alert, Button, Card, Input, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ResourceRow, SAMPLING_DAY, SIGNER_ROLE_OPTIONS } from '@ohit/contracts';
import { t } from '../../i18n';
import { Permission } from '../../permission/Permission';
import { attachmentApi } from '../../resources/detail/section-api';
import { detailApi } from '../../resources/detail/detail-api';
import { useSession } from '../../session/session-store';
import { ui } from '../../ui/bridge';
import { SamplingShell } from './SamplingShell';
import { SignaturePad, type SignaturePadHandle } from '../../ui/signature-pad/SignaturePad';
import { useAttachmentUrl } from './use-attachment-url';
import { useDaySignatures } from './use-day-signatures';
import { useSamplingDay } from './use-sampling-day';

/** Who usually signs in a role: the day's samplers, the employer's accompanying person, the checker (the user). */
function defaultSigner(role: string, day: ResourceRow, user: string): string {
  if (role === 'sampler') return String(day.samplers ?? '').split(/[，,、\s]+/)[0] ?? '';
  if (role === 'accompany') return String(day.accompanyName ?? '');
  return user;
}

function SignedImage({ dayId, signature }: { dayId: number; signature: ResourceRow }) {
  const url = useAttachmentUrl(dayId, signature.attachmentId);
  return url ? <img src={url} alt={String(signature.signerName)} style={{ maxWidth: '100%', height: 80, objectFit: 'contain', background: '#fff' }} /> : null;
}

/** One role's signature: the one in force (if any) and a pad to sign (again). */
function RoleSignature({ day, role, label, current, onSigned }: { day: ResourceRow; role: string; label: string; current: ResourceRow | undefined; onSigned: (day: ResourceRow) => void }) {
  const pad = useRef<SignaturePadHandle>(null);
  const { user } = useSession();
  const [name, setName] = useState(() => defaultSigner(role, day, String(user?.nickName ?? user?.username ?? '')));
  const [busy, setBusy] = useState(false);
  // a role signed in force shows its signature; the pad opens again to sign anew
  const [again, setAgain] = useState(false);

  const sign = async () => {
    const blob = await pad.current?.toBlob();
    if (!blob) return ui.warning(t('siteSampling.signEmpty'));
    if (!name.trim()) return ui.warning(t('siteSampling.signerName'));
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return ui.warning(t('siteSampling.signOffline'));
    setBusy(true);
    try {
      const file = new File([blob], `${role}-signature.png`, { type: 'image/png' });
      const attachment = await attachmentApi(SAMPLING_DAY, Number(day.id)).upload('signature', file);
      const after = await detailApi.command(SAMPLING_DAY, Number(day.id), 'sign', { version: Number(day.version), role, signerName: name.trim(), attachmentId: attachment.id });
      pad.current?.clear();
      setAgain(false);
      ui.success(t('siteSampling.signed'));
      onSigned(after);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" className="sampling-card" title={t('siteSampling.signTitle', { role: label })} data-testid={`sign-${role}`}>
      {current && (
        <div style={{ marginBottom: 8 }}>
          <Tag color="green">{t('siteSampling.signValid')}</Tag> {String(current.signerName)} {dayjs(String(current.signedAt)).format('YYYY-MM-DD HH:mm')}
          <SignedImage dayId={Number(day.id)} signature={current} />
        </div>
      )}
      {current && !again ? (
        <Permission codes={['liveSample:sign']}>
          <Button block onClick={() => setAgain(true)} data-testid={`sign-${role}-again`}>
            {t('siteSampling.signAgain')}
          </Button>
        </Permission>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input size="large" value={name} onChange={(e) => setName(e.target.value)} placeholder={t('siteSampling.signerName')} maxLength={50} data-testid={`sign-${role}-name`} />
          <Typography.Text type="secondary">{t('siteSampling.signHere')}</Typography.Text>
          <SignaturePad ref={pad} testId={`sign-${role}-pad`} />
          <Permission codes={['liveSample:sign']}>
            <Button type="primary" block loading={busy} onClick={() => void sign()} data-testid={`sign-${role}-confirm`}>
              {t('siteSampling.confirmSign')}
            </Button>
          </Permission>
        </Space>
      )}
    </Card>
  );
}

/**
 * 签名 (projectSign): the sampler, the checker and the employer's accompanying person sign on the
 * screen, each bound to the day's records as they are; a later change voids them (shown here).
 * With the three in force the day is submitted: its samples go to the sample flow.
 */
export default function ProjectSignPage() {
  const state = useSamplingDay();
  const { signatures, live, reload } = useDaySignatures(state.day);
  const voided = signatures.filter((s) => s.voided === true);
  const [submitting, setSubmitting] = useState(false);
  const signed = (after: ResourceRow) => {
    state.setDay(after);
    void reload();
  };
  return (
    <SamplingShell state={state} page="projectSign">
      {(day) => {
        if (!day) return null;
        const complete = SIGNER_ROLE_OPTIONS.every((o) => live.some((s) => s.role === o.value));
        const submit = async () => {
          setSubmitting(true);
          try {
            state.setDay(await detailApi.transition(SAMPLING_DAY, Number(day.id), 'submit', { version: Number(day.version) }));
            ui.success(t('siteSampling.submitted'));
          } finally {
            setSubmitting(false);
          }
        };
        return (
          <>
            {voided.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 10 }}
                data-testid="sign-voided"
                message={t('siteSampling.signVoided')}
                description={voided.map((s) => (
                  <div key={String(s.id)}>
                    {String(s.signerName)}：{String(s.voidReason ?? '')}
                  </div>
                ))}
              />
            )}
            {SIGNER_ROLE_OPTIONS.map((o) => (
              <RoleSignature key={o.value} day={day} role={o.value} label={o.label} current={live.find((s) => s.role === o.value)} onSigned={signed} />
            ))}
            {day.state !== 'submitted' && (
              <Permission codes={['liveSample:submit']}>
                <Button type="primary" size="large" block disabled={!complete} loading={submitting} onClick={() => void submit()} data-testid="sampling-submit">
                  {t('siteSampling.submit')}
                </Button>
              </Permission>
            )}
          </>
        );
      }}
    </SamplingShell>
  );
}
