// The relation and cancel-relation dialogs of the generic list screen (src/resources/relation).
import { SUCCESS_MESSAGES } from '@ohit/domain';

export const resourceRelation = {
  relateTitle: '关联{title}',
  cancelTitle: '取消关联{title}',
  project: '项目',
  projectPlaceholder: '输入项目编号或名称搜索',
  projectRequired: '请选择项目（或选择物理因素）',
  physicalFactor: '物理因素',
  physicalFactorPlaceholder: '选择物理因素（GBZ 2.2）',
  hazards: '危害因素',
  hazardsPlaceholder: '输入名称、英文名或CAS号搜索（GBZ 2.1）',
  hazardsLoading: '正在加载危害因素…',
  chemical: '化学有害因素',
  dust: '粉尘',
  blankSamples: '空白样品',
  blankSamplesPlaceholder: '输入空白样品编号后回车',
  projectCode: '项目编号',
  projectName: '项目名称',
  relatedAt: '关联时间',
  pickOne: '请选择要取消的关联',
  none: '暂无关联',
  noProjects: '没有匹配的项目',
  relateSuccess: SUCCESS_MESSAGES.relate,
  cancelSuccess: '取消关联成功',
} as const;
