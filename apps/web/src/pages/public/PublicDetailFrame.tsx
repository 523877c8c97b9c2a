import { type ReactNode, useEffect, useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { HttpError } from '../../http/errors';
import { t } from '../../i18n';
import { articleId } from './news/news-format';
import { PublicLayout } from './PublicLayout';

type State<T> = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'shown'; item: T };

interface Props<T> {
  /** Reads the item of `?id=…`; a 404 reads as not found, anything else as a failure to retry. */
  load: (id: number) => Promise<T>;
  /** The list page the back link returns to. */
  backTo: string;
  /** The i18n section holding back, notFound, loadFailed and retry. */
  texts: string;
  skeletonRows: number;
  children: (item: T, back: ReactNode) => ReactNode;
}

/**
 * The frame of a public details page (no token): the item of `?id=…` loaded, a skeleton while it
 * loads, not found (with the way back) when there is no such id or it is not published, a retry
 * when the read failed, and the page itself once it is there.
 */
export function PublicDetailFrame<T>({ load, backTo, texts, skeletonRows, children }: Props<T>) {
  const [params] = useSearchParams();
  const id = articleId(params);
  const [state, setState] = useState<State<T>>(id === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    load(id)
      .then((item) => live && setState({ kind: 'shown', item }))
      .catch((e: unknown) => live && setState({ kind: e instanceof HttpError && e.statusCode === 404 ? 'missing' : 'failed' }));
    return () => {
      live = false;
    };
  }, [id, attempt, load]);

  const back = (
    <Link to={backTo}>
      <ArrowLeftOutlined /> {t(`${texts}.back`)}
    </Link>
  );

  return (
    <PublicLayout>
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: skeletonRows }} />}
      {state.kind === 'missing' && <Result status="404" title={t(`${texts}.notFound`)} extra={back} />}
      {state.kind === 'failed' && <Result status="warning" title={t(`${texts}.loadFailed`)} extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t(`${texts}.retry`)}</Button>} />}
      {state.kind === 'shown' && children(state.item, back)}
    </PublicLayout>
  );
}
