import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { detailLocation } from '../../resources/detail-route';
import { ResourceList } from '../../resources/ResourceList';
import { useSession } from '../../session/session-store';
import { CompileReportDialog } from './CompileReportDialog';
import { reportFilter, type ReportScreen, reportView } from './report-screens';

const NEWEST_FIRST = ['id,desc'];

/**
 * 报告预览 and 报告预览（新）: the organisation's reports of the screen's templates (one list, the
 * screen's fixed filter), newest first, under the menu's buttons; 编制报告 opens the project choice
 * and then the new report's page; a report's number opens its page (the version in the link).
 */
export function ReportList({ screen }: { screen: ReportScreen }) {
  const navigate = useNavigate();
  const { menus } = useSession();
  const view = useMemo(() => reportView(screen), [screen]);
  const filter = useMemo(() => reportFilter(screen), [screen]);
  // the open dialog and the list's reload once a report is made
  const [compiling, setCompiling] = useState<(() => void) | null>(null);
  return (
    <div data-testid={`report-list-${screen.prefix}`}>
      <ResourceList declaration={view} fixedFilter={filter} defaultSort={NEWEST_FIRST} listCommandDialogs={{ compile: (reload) => setCompiling(() => reload) }} />
      <CompileReportDialog
        open={compiling !== null}
        incoming={screen.incoming}
        onClose={() => setCompiling(null)}
        onDone={(result, project) => {
          compiling?.();
          setCompiling(null);
          const where = result.created && detailLocation(view, { code: result.created.code, reportVersion: 1, organizationId: project.organizationId }, menus);
          if (where) navigate(where);
        }}
      />
    </div>
  );
}
