import { publicSignPath, type PublicSignResult, type PublicSignView, REPORT_VERIFY_URL, type ReportVerifyView } from '@ohit/contracts';
import { http } from '../../../http/request';

/**
 * The public signing and verification calls (no token). Silent: the pages say what went wrong
 * themselves — a signer is never sent to the login page.
 */
export const publicSignApi = {
  view: (token: string) => http.get<PublicSignView>(publicSignPath(token), undefined, { silent: true }),
  sign: (token: string, signerName: string, image: Blob) => {
    const body = new FormData();
    body.append('signerName', signerName);
    body.append('image', image, 'signature.png');
    return http.post<PublicSignResult>(publicSignPath(token), body, { silent: true });
  },
  verify: (no: string, v: number) => http.get<ReportVerifyView[]>(REPORT_VERIFY_URL, { no, v }, { silent: true }),
};
