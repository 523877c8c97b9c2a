// 人员授权 (src/pages/staff-authorizations).
export const staffAuthorization = {
  expired: '已过期',
  dueSoon: '{days}天内到期',
  workExperience: '工作经历',
  workExperienceTitle: '工作经历：{person}',
};
