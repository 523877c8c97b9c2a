// Signatures: the shared signature pad, 我的签名 in the personal centre, the public signing pages
// (/technicalServiceSign, /unitSignature) and the report verification page (/reportVerify).
export const signatures = {
  pad: {
    clear: '重写',
  },
  mine: {
    title: '我的签名',
    privacy: '隐私承诺：您的电子签名图片仅用于在经您审批通过的报告及原始记录上展示审批人签名，只出现在您签字的版本上，不公开，不作其他用途。',
    current: '当前签名',
    none: '尚未设置签名',
    upload: '上传签名图片',
    uploadHint: '支持 PNG、JPG 格式，不超过 1MB',
    draw: '手写签名',
    drawHint: '请在下方框内用鼠标或手指书写您的签名',
    save: '保存签名',
    empty: '请先在框内签名',
    saved: '签名已保存',
  },
} as const;
