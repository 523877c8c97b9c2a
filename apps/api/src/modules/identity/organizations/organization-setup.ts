import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../../platform';

/** One step of a new organisation's setup: runs in the create's transaction, for the new organisation. */
export type OrganizationSetupStep = (m: EntityManager, organizationId: number, actor: Actor) => Promise<unknown>;

/**
 * Product data every new organisation starts with (the standard methods library…): business
 * modules register a step at module init; creating an organisation runs them all inside its
 * transaction, so an organisation never exists half set up. Steps act for the platform (no
 * permission of the creator is needed) and must be idempotent.
 */
@Injectable()
export class OrganizationSetup {
  private readonly steps: { name: string; step: OrganizationSetupStep }[] = [];

  add(name: string, step: OrganizationSetupStep): void {
    if (this.steps.some((s) => s.name === name)) throw new Error(`organisation setup step ${name} registered twice`);
    this.steps.push({ name, step });
  }

  async run(m: EntityManager, organizationId: number, actor: Actor): Promise<void> {
    for (const { step } of this.steps) await step(m, organizationId, actor);
  }
}
