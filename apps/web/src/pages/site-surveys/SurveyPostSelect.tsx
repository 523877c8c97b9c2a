import { useEffect, useMemo, useState } from 'react';
import { Form, Select } from 'antd';
import { SITE_SURVEY, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { childApi } from '../../resources/detail/section-api';

const POSTS = SITE_SURVEY.children?.find((c) => c.name === 'posts');
if (!POSTS) throw new Error('SITE_SURVEY declares no posts');
const POST_ROWS = POSTS;

const KEY = '\u0001';
const keyOf = (workshop: unknown, post: unknown) => `${String(workshop ?? '')}${KEY}${String(post ?? '')}`;

type Props = { surveyId: number; value?: string; onChange?: (v: string | null) => void; id?: string };

/**
 * The post of a post hazard: one of the posts this survey has recorded (车间 / 岗位), choosing
 * it fills the form's workshop too — the server refuses a post the survey does not have.
 */
export function SurveyPostSelect({ surveyId, value, onChange, id }: Props) {
  const form = Form.useFormInstance();
  const workshop: unknown = Form.useWatch('workshop', form);
  const [posts, setPosts] = useState<ResourceRow[] | null>(null);
  const api = useMemo(() => childApi(SITE_SURVEY, POST_ROWS, surveyId), [surveyId]);
  useEffect(() => {
    let live = true;
    api.list().then((rows) => live && setPosts(rows), () => live && setPosts([]));
    return () => {
      live = false;
    };
  }, [api]);
  const options = (posts ?? []).map((p) => ({ value: keyOf(p.workshop, p.post), label: `${String(p.workshop)} / ${String(p.post)}` }));
  return (
    <Select
      id={id}
      showSearch
      allowClear
      loading={posts === null}
      value={value ? keyOf(workshop, value) : undefined}
      options={options}
      optionFilterProp="label"
      placeholder={t('siteSurvey.postPlaceholder')}
      onChange={(key: string | undefined) => {
        const [w, p] = key ? key.split(KEY) : [null, null];
        form.setFieldsValue({ workshop: w });
        onChange?.(p);
      }}
    />
  );
}
