import { type CreateSignLinkBody, reportSignLinksPath, type SignLinkCreated } from '@ohit/contracts';
import { http } from '../../http/request';

/** 生成签字链接 of a report version (button `<prefix>:signLink`): the address is answered once. */
export const signLinkApi = {
  create: (reportId: number, body: CreateSignLinkBody) => http.post<SignLinkCreated>(reportSignLinksPath(reportId), body),
};
