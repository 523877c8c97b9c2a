import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../../platform';

/** What a module gives every new organisation, and takes away again when an organisation is deleted. */
export interface OrganizationSetupStep {
  /** In the create's transaction, for the new organisation; acts for the platform and must be idempotent. */
  setUp(m: EntityManager, organizationId: number, actor: Actor): Promise<unknown>;
  /**
   * In the delete's transaction, before the organisations go (only empty ones are deleted: no
   * users, roles or branches): removes what they hold of the module, recording its own events.
   */
  tearDown?(m: EntityManager, organizationIds: number[], actor: Actor, reason: string | null): Promise<unknown>;
}

/**
 * Product data every new organisation starts with (the standard methods library…): business
 * modules register a step at module init; creating an organisation runs every `setUp` inside its
 * transaction, so an organisation never exists half set up, and deleting one runs every
 * `tearDown`, so that data never keeps an otherwise empty organisation from being deleted.
 */
@Injectable()
export class OrganizationSetup {
  private readonly steps = new Map<string, OrganizationSetupStep>();

  add(name: string, step: OrganizationSetupStep): void {
    if (this.steps.has(name)) throw new Error(`organisation setup step ${name} registered twice`);
    this.steps.set(name, step);
  }

  async setUp(m: EntityManager, organizationId: number, actor: Actor): Promise<void> {
    for (const step of this.steps.values()) await step.setUp(m, organizationId, actor);
  }

  async tearDown(m: EntityManager, organizationIds: number[], actor: Actor, reason: string | null): Promise<void> {
    for (const step of this.steps.values()) await step.tearDown?.(m, organizationIds, actor, reason);
  }
}
