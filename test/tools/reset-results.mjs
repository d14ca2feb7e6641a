// Empties test-results/ before a run, so the summary counts only this run's reports.
import { mkdirSync, rmSync } from 'node:fs';

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
