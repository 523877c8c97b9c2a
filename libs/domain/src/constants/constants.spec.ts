import * as c from './index';

describe('paging constants', () => {
  it('offers the spec page sizes in ascending order, default and max among them', () => {
    expect([...c.PAGE_SIZE_OPTIONS]).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 100, 200, 300, 400, 500, 1000, 2000, 3000, 4000, 5000,
    ]);
    expect([...c.PAGE_SIZE_OPTIONS]).toEqual([...c.PAGE_SIZE_OPTIONS].sort((a, b) => a - b));
    expect(c.PAGE_SIZE_OPTIONS).toContain(c.DEFAULT_PAGE_SIZE);
    expect(c.DEFAULT_PAGE_SIZE).toBe(60);
    expect(c.MAX_PAGE_SIZE).toBe(5000);
    expect(Math.max(...c.PAGE_SIZE_OPTIONS)).toBe(c.MAX_PAGE_SIZE);
    expect(c.DEFAULT_SORT).toBe('id,desc');
    expect(c.DICTIONARY_PAGE_SIZE).toBe(9999);
    expect(Object.isFrozen(c.PAGE_SIZE_OPTIONS)).toBe(true);
  });
});

describe('notification constants', () => {
  it('match spec §9', () => {
    expect(c.NOTIFICATION_DURATION_MS).toBe(2500);
    expect(c.ERROR_NOTIFICATION_DURATION_MS).toBe(5000);
    expect(c.LOADING_DELAY_MS).toBe(50);
    expect(c.NOTIFICATION_TABLE_HEIGHT).toBe(500);
    expect(c.REALTIME_RECONNECT_DELAY_MS).toBe(20_000);
    expect(c.REALTIME_MAX_FAILURES).toBe(5);
    expect(c.MESSAGE_CATEGORY_LABELS[c.MessageCategory.Notice]).toBe('通知公告');
    expect(c.MessagePriority.Urgent).toBe(2);
    expect(c.ReadFlag).toEqual({ Unread: 0, Read: 1 });
  });
});

describe('layout constants', () => {
  it('match spec §9', () => {
    expect(c.MOBILE_BREAKPOINT).toBe(992);
    expect(c.SIDEBAR_WIDTH).toBe(205);
    expect(Object.values(c.DIALOG_WIDTHS)).toEqual([500, 800, 850]);
    expect(c.THEME_COLOR_DEFAULT).toBe('#007873');
    expect(c.THEME_COOKIE_EXPIRY_DAYS).toBe(365);
    expect([...c.SIZE_OPTIONS]).toEqual(['default', 'medium', 'small', 'mini']);
    expect(c.DEFAULT_SIZE).toBe('small');
    expect(c.LAYOUT_DEFAULTS).toEqual({ tagsView: true, fixedHeader: true, sidebarLogo: true, uniqueOpened: false });
    expect(Object.isFrozen(c.LAYOUT_DEFAULTS)).toBe(true);
  });
});

describe('session and route constants', () => {
  it('match spec §2, §6 and §9', () => {
    expect(c.ROLE_SYSTEM_DEFAULT).toBe('ROLE_SYSTEM_DEFAULT');
    expect(c.NEVER_EXPIRING_USER_ID).toBe(1);
    expect(c.TOKEN_COOKIE_EXPIRY_DAYS).toBe(1);
    expect(c.PASSWORD_COOKIE_EXPIRY_DAYS).toBe(1);
    expect(c.SYSTEM_EXPIRED_MESSAGE).toBe('系统已过期，请续费');
    expect([...c.PUBLIC_ROUTES]).toEqual([
      '/login',
      '/technicalServiceSign',
      '/unitSignature',
      '/orgReportFormula',
      '/orgReportFormulaDetails',
      '/industryNews',
      '/industryNewsDetails',
      '/reportVerify',
    ]);
  });

  it.each([
    ['/login', true],
    ['/login?redirect=%2Fdashboard', true],
    ['/industryNewsDetails#top', true],
    ['/dashboard', false],
    ['/login/extra', false],
    ['/LOGIN', false],
    ['/industryNew', false],
    ['', false],
  ])('isPublicRoute(%p) is %p', (path, expected) => {
    expect(c.isPublicRoute(path)).toBe(expected);
  });
});

describe('linked platforms', () => {
  it('name each of the types 3, 5, 6, 7', () => {
    expect([...c.LINKED_PLATFORM_TYPES]).toEqual([3, 5, 6, 7]);
    expect(Object.values(c.LinkedPlatformType).sort()).toEqual([3, 5, 6, 7]);
    for (const type of c.LINKED_PLATFORM_TYPES) {
      expect(c.LINKED_PLATFORM_LABELS[type]).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('messages', () => {
  it('keep the success messages of spec §8 verbatim', () => {
    expect(Object.values(c.SUCCESS_MESSAGES)).toEqual([
      '提交成功',
      '新增成功',
      '编辑成功',
      '删除成功',
      '导入成功',
      '上传成功',
      '重置成功',
      '复制成功',
      '粘贴成功',
      '移除成功',
      '关联成功',
      '下载成功',
      '布局设置成功',
    ]);
  });

  it('keep the popover prompts with their mixed question marks', () => {
    expect(c.CONFIRM_PROMPTS.delete).toBe('确定删除本条数据吗？');
    expect(c.CONFIRM_PROMPTS.reset).toBe('确定重置本条数据吗？');
    expect(c.CONFIRM_PROMPTS.cancelRelation).toBe('确定取消关联本条数据吗?');
    expect(c.CONFIRM_PROMPTS.relate).toBe('确定关联本条数据吗?');
    expect(c.CONFIRM_PROMPTS.delete.endsWith('\uff1f')).toBe(true);
    expect(c.CONFIRM_PROMPTS.relate.endsWith('?')).toBe(true);
  });

  it('keep the HTTP, header and notice messages verbatim', () => {
    expect(c.HTTP_MESSAGES).toEqual({ requestFailed: '接口请求失败', timeout: '网络请求超时' });
    expect(c.HEADER_MESSAGES).toEqual({
      logoutConfirm: '确定注销并退出系统吗？',
      logoutConfirmTitle: '提示',
      noApp: '暂无APP软件',
      noHelpDocument: '暂未提供帮助文档',
      fullscreenUnsupported: 'you browser can not work',
    });
    expect(c.INSPECTED_UNIT_HAS_PROJECTS_MESSAGE).toBe('已有项目的受检单位不可删除！');
    expect(c.PROJECT_SURVEY_ENDED_MESSAGE).toBe('该项目已结束调查');
    expect(c.FILE_READ_FAILED_MESSAGE).toBe('文件读取失败');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(c.SUCCESS_MESSAGES)).toBe(true);
    expect(Object.isFrozen(c.CONFIRM_PROMPTS)).toBe(true);
    expect(Object.isFrozen(c.HEADER_MESSAGES)).toBe(true);
  });
});
