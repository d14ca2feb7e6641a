import type { ProjectStore } from '../../stores/ProjectStore';

/**
 * Whether /index lands on the portfolio: only for a user who reaches several parent businesses
 * and has not chosen a store (or a district) yet, and who may view a page of the portfolio
 * (`pid`, portfolioPid: without one there are no figures to read). With one parent business and
 * one store both are chosen at sign-in (spec §4), so that user keeps the welcome card and goes to work.
 */
export function landsOnPortfolio(project: Pick<ProjectStore, 'status' | 'parents' | 'hasProject'>, pid: string | undefined): pid is string {
  return pid !== undefined && project.status === 'ready' && project.parents.length > 1 && !project.hasProject;
}
