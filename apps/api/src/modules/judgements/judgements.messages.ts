/** The judgements module's Chinese messages. */
export const JUDGEMENT_MESSAGES = {
  badProjectId: '项目id必须是正整数',
} as const;
