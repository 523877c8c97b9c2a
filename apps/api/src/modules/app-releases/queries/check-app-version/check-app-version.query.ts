import { Query } from '@nestjs/cqrs';

export interface AppVersionCheck {
  /** A newer version than the caller's exists. */
  isNew: boolean;
  version: string | null;
  path: string | null;
}

/** The app asks whether a version newer than its own (`version`) has been published. */
export class CheckAppVersionQuery extends Query<AppVersionCheck> {
  constructor(readonly version: string) {
    super();
  }
}
