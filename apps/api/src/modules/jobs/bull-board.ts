import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';
import type { Queue } from 'bullmq';
import { accountProblem, type ActorService, type TokenService } from '../../platform';

export const BULL_BOARD_PATH = '/admin/queues';

/** The bull-board dashboard router over the given queues. */
export function bullBoardRouter(queues: Queue[]): ReturnType<ExpressAdapter['getRouter']> {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(BULL_BOARD_PATH);
  // @bull-board/express carries its own copy of @bull-board/api (9.10.1 vs 9.10.2): same shape, separate declarations.
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'] });
  return adapter.getRouter();
}

function tokenOf(req: Request): string | undefined {
  if (req.headers.authorization) return req.headers.authorization;
  const cookie = /(?:^|;\s*)Admin-Token=([^;]+)/.exec(req.headers.cookie ?? '');
  return cookie ? decodeURIComponent(cookie[1]) : undefined;
}

/** Administrators only: the token (Authorization header or Admin-Token cookie) of an enabled admin user. */
export function adminOnly(tokens: TokenService, actors: ActorService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const deny = (status: number, message: string) => void res.status(status).json({ status, timestamp: new Date().toISOString(), message });
    (async () => {
      const claims = tokens.decode(tokenOf(req));
      if (!claims || (await tokens.isRevoked(claims.jti))) return deny(401, '未登录或登录已失效');
      const user = await actors.loadUser(claims.sub);
      if (!user || accountProblem(user)) return deny(401, '未登录或登录已失效');
      if (!user.is_admin) return deny(403, '没有权限访问');
      next();
    })().catch(() => deny(500, '服务器内部错误，请稍后重试'));
  };
}
