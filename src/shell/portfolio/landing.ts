import type { ProjectStore } from '../../stores/ProjectStore';

/**
 * Whether /index lands on the portfolio: only for a user who reaches several parent businesses
 * and has not chosen a store (or a district) yet. With one parent business and one store both
 * are chosen at sign-in (spec §4), so that user keeps the welcome card and goes to work.
 */
export function landsOnPortfolio(project: Pick<ProjectStore, 'status' | 'parents' | 'hasProject'>): boolean {
  return project.status === 'ready' && project.parents.length > 1 && !project.hasProject;
}
