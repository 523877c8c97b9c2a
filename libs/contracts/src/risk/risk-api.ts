/** The organisation's setting of 风险评估: 新版标准未录入时按旧版评估 (GET/PUT, administrators of the organisation: `risk:setting`). */
export const RISK_SETTING_PATH = 'api/riskSetting';

export interface RiskSettingView {
  organizationId: number;
  /** Grade by the previous GBZ/T 229 editions (with the note on every grading) while the new ones are not transcribed. */
  previousEditionWhenNotTranscribed: boolean;
}

/** 计算风险评估's body: the project, and the assessor's GBZ 230 class of each chemical (hazard name → class). */
export interface RiskComputeBody {
  projectId: number;
  toxicity?: Record<string, string>;
}

/** Projects 计算风险评估 may pick (`risk:compute`): the caller's, with a released result and no assessment yet; `?name=` narrows by name or code. */
export const RISK_PROJECTS_PATH = 'api/riskProjects';

export interface RiskProjectOption {
  id: number;
  code: string;
  name: string;
  employerName: string | null;
  organizationId: number;
}
