import { ReasonField } from '../../platform';

/** `POST api/jobs/:id/cancel`: an optional body with the reason. */
export class CancelJobDto {
  @ReasonField()
  reason?: string;
}
