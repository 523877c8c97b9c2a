import { useCallback, useEffect, useMemo, useState } from 'react';
import { SITE_SURVEY } from '@ohit/contracts';
import { resourceApi } from '../../resources/resource-api';

export interface SurveyOfProject {
  /** The project's survey, null when it has none (yet); undefined while asking. */
  surveyId: number | null | undefined;
  failed: boolean;
  /** Starts the project's survey (the server checks the project's state) and shows it. */
  create: () => Promise<void>;
  creating: boolean;
}

/** The survey of a project (one per project): found by the list's project filter. */
export function useSurveyOfProject(projectId: number | null): SurveyOfProject {
  const api = useMemo(() => resourceApi(SITE_SURVEY), []);
  const [surveyId, setSurveyId] = useState<number | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (projectId === null) return;
    let live = true;
    setSurveyId(undefined);
    api.list({ belongProject: projectId, page: 0, size: 1 }).then(
      ({ rows }) => live && setSurveyId(rows[0]?.id ?? null),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, projectId]);

  const create = useCallback(async () => {
    if (projectId === null) return;
    setCreating(true);
    try {
      const row = await api.create({ belongProject: projectId });
      setSurveyId(row.id);
    } catch {
      // the server's reason (project not 现场调查中…) is shown by the HTTP layer
    } finally {
      setCreating(false);
    }
  }, [api, projectId]);

  return { surveyId, failed, create, creating };
}
