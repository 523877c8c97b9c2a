/** Error codes raised by hazard grading (part 2). */
export const GradingErrorCodes = {
  invalidDate: 'GRADING_INVALID_DATE',
  noRuleSetInForce: 'GRADING_NO_RULE_SET_IN_FORCE',
  ruleSetNotTranscribed: 'GRADING_RULE_SET_NOT_TRANSCRIBED',
  invalidRuleSets: 'GRADING_INVALID_RULE_SETS',
} as const;
