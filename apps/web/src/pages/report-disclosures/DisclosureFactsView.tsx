import type { ReactNode } from 'react';
import { Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import type { DisclosureFactsView as Facts, DisclosurePhotoView } from '@ohit/contracts';
import { t } from '../../i18n';

const COLUMNS = { xs: 1, sm: 1, md: 2 };
const k = (key: string) => t(`publicDisclosure.${key}`);
const listed = (items: readonly string[]) => (items.length ? items.join('、') : k('none'));

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      {children}
    </Card>
  );
}

/** A photo's caption as the pages print it: the day, the point and what the sampler wrote. */
export const photoCaption = (p: DisclosurePhotoView) => [p.date, p.point, p.caption].filter(Boolean).join(' ');

/**
 * What a report's disclosure publishes, in the regulation's order — 基本信息, 项目组成员, 现场调查,
 * 现场采样, 实验室检测, 用人单位陪同人, 现场照片, 检测结论 — for the public page and the admin page's
 * preview alike. Photos are drawn by `renderPhoto` (the public page by address; the admin page
 * fetches them with the token).
 */
export function DisclosureFactsView({ facts, renderPhoto }: { facts: Facts; renderPhoto: (photo: DisclosurePhotoView) => ReactNode }) {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="disclosure-facts">
      <Section title={k('sections.basic')} testId="facts-basic">
        <Descriptions size="small" column={COLUMNS} bordered>
          <Descriptions.Item label={k('organisation')}>{facts.organisation.name}</Descriptions.Item>
          <Descriptions.Item label={k('reportCode')}>
            {facts.report.code} {t('publicDisclosure.version', { version: facts.report.version })}
          </Descriptions.Item>
          <Descriptions.Item label={k('employer')}>{facts.employer.name}</Descriptions.Item>
          <Descriptions.Item label={k('employerAddress')}>{facts.employer.address ?? ''}</Descriptions.Item>
          <Descriptions.Item label={k('project')}>{facts.project.name}</Descriptions.Item>
          <Descriptions.Item label={k('checkType')}>{facts.report.checkTypeName}</Descriptions.Item>
          <Descriptions.Item label={k('issueDate')}>{facts.report.issueDate}</Descriptions.Item>
          <Descriptions.Item label={k('conclusionLabel')}>{facts.report.conclusion ?? ''}</Descriptions.Item>
        </Descriptions>
      </Section>
      <Section title={k('sections.team')} testId="facts-team">
        {facts.team.length ? (
          <Space wrap>
            {facts.team.map((m, i) => (
              <Tag key={`${m.name}-${m.role}-${i}`}>{`${m.name}（${m.role}）`}</Tag>
            ))}
          </Space>
        ) : (
          k('none')
        )}
      </Section>
      <Section title={k('sections.survey')} testId="facts-survey">
        {facts.survey ? (
          <Descriptions size="small" column={COLUMNS}>
            <Descriptions.Item label={k('surveyDate')}>{facts.survey.date ?? ''}</Descriptions.Item>
            <Descriptions.Item label={k('people')}>{listed(facts.survey.people)}</Descriptions.Item>
          </Descriptions>
        ) : (
          k('none')
        )}
      </Section>
      <Section title={k('sections.sampling')} testId="facts-sampling">
        {facts.sampling.length
          ? facts.sampling.map((d) => (
              <Descriptions key={d.date} size="small" column={COLUMNS}>
                <Descriptions.Item label={k('samplingDate')}>{d.date}</Descriptions.Item>
                <Descriptions.Item label={k('people')}>{listed(d.people)}</Descriptions.Item>
              </Descriptions>
            ))
          : k('none')}
      </Section>
      <Section title={k('sections.laboratory')} testId="facts-laboratory">
        {facts.laboratory.length
          ? facts.laboratory.map((a) => (
              <Descriptions key={a.name} size="small" column={COLUMNS}>
                <Descriptions.Item label={k('analyst')}>{a.name}</Descriptions.Item>
                <Descriptions.Item label={k('testDates')}>{listed(a.dates)}</Descriptions.Item>
              </Descriptions>
            ))
          : k('none')}
      </Section>
      <Section title={k('sections.accompanying')} testId="facts-accompanying">
        {facts.accompanying.length
          ? facts.accompanying.map((p) => (
              <Descriptions key={p.name} size="small" column={COLUMNS}>
                <Descriptions.Item label={k('name')}>{p.position ? `${p.name}（${p.position}）` : p.name}</Descriptions.Item>
                <Descriptions.Item label={k('occasions')}>{listed(p.occasions.map((o) => `${o.activity} ${o.date ?? ''}`.trim()))}</Descriptions.Item>
              </Descriptions>
            ))
          : k('none')}
      </Section>
      <Section title={k('sections.photos')} testId="facts-photos">
        {facts.photos.length ? (
          <Space wrap size={12}>
            {facts.photos.map((p) => (
              <figure key={p.url} style={{ margin: 0, width: 200 }}>
                {renderPhoto(p)}
                <figcaption style={{ fontSize: 12, color: '#666', marginTop: 4 }}>{photoCaption(p)}</figcaption>
              </figure>
            ))}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={k('noPhotos')} />
        )}
      </Section>
      <Section title={k('sections.conclusion')} testId="facts-conclusion">
        <Typography.Paragraph style={{ marginBottom: facts.postConclusions.length ? 8 : 0 }}>{facts.conclusion}</Typography.Paragraph>
        {facts.postConclusions.map((p) => (
          <div key={p.place}>
            {p.place}：<Tag color={p.conclusion === '符合' ? 'green' : p.conclusion === '不符合' ? 'red' : 'default'}>{p.conclusion}</Tag>
          </div>
        ))}
      </Section>
    </Space>
  );
}
