import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { LAB_FAMILY_SCREENS, type LabFamilyScreen } from '@ohit/contracts';
import { LabBatchByCode } from './LabBatchPage';
import { LabFamilyList } from './LabFamilyList';

type Page = ComponentType<Record<string, never>>;

const lists = new Map<string, Page>();
const pages = new Map<string, Page>();

const screenOf = (path: string): LabFamilyScreen => {
  const screen = LAB_FAMILY_SCREENS.find((s) => s.path === path);
  if (!screen) throw new Error(`no laboratory family screen at ${path}`);
  return screen;
};

/** The free-silica screen, whose incoming-samples twin is /lyjcLabEyhgRecord. */
const FREE_SILICA = LAB_FAMILY_SCREENS.find((s) => s.family === 'free-silica') as LabFamilyScreen;

/** A family's batch page when the link names a batch (`?code=`), else the family's list. */
function BatchOrList({ screen, origin }: { screen: LabFamilyScreen; origin?: 'incoming' }) {
  const [search] = useSearchParams();
  return search.get('code')?.trim() ? <LabBatchByCode /> : <LabFamilyList screen={screen} origin={origin} />;
}

/** The page of a family screen's menu entry (lab/<path>/index): its batches. One component per screen, made once. */
export function familyListPage(path: string): Page {
  let page = lists.get(path);
  if (!page) {
    const screen = screenOf(path);
    page = function FamilyList() {
      return <LabFamilyList screen={screen} />;
    };
    lists.set(path, page);
  }
  return page;
}

/** The page of a family's hidden route (<detailPath>/index, e.g. /labGas?code=…&organizationId=…): the batch, else the list. */
export function familyBatchPage(path: string): Page {
  let page = pages.get(path);
  if (!page) {
    const screen = screenOf(path);
    page = function FamilyBatch() {
      return <BatchOrList screen={screen} />;
    };
    pages.set(path, page);
  }
  return page;
}

/** /lyjcLabEyhgRecord: the free-silica batches of incoming samples (来样检测), or one of them. */
export function LyjcFreeSilicaPage() {
  return <BatchOrList screen={FREE_SILICA} origin="incoming" />;
}
